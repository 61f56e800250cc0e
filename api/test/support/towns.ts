import type { LatLng } from '@yardsale/core/geo';

// Towns far apart, for tests of alerts: each test watches its own, so no alert of one test matches
// another test's post.
export const LONDON_ON: LatLng = { lat: 42.98, lng: -81.25 };
export const REGINA: LatLng = { lat: 50.45, lng: -104.61 };
export const HALIFAX: LatLng = { lat: 44.65, lng: -63.58 };
export const BOISE: LatLng = { lat: 43.615, lng: -116.2 };
export const FREDERICTON: LatLng = { lat: 45.96, lng: -66.64 };
export const SASKATOON: LatLng = { lat: 52.13, lng: -106.67 };
export const WINNIPEG: LatLng = { lat: 49.9, lng: -97.14 };
export const THUNDER_BAY: LatLng = { lat: 48.38, lng: -89.25 };
export const SPOKANE: LatLng = { lat: 47.66, lng: -117.43 };
export const MONCTON: LatLng = { lat: 46.09, lng: -64.78 };
export const SUDBURY: LatLng = { lat: 46.49, lng: -80.99 };
export const KAMLOOPS: LatLng = { lat: 50.67, lng: -120.33 };
export const EDMONTON: LatLng = { lat: 53.55, lng: -113.49 };
export const QUEBEC_CITY: LatLng = { lat: 46.81, lng: -71.21 };
