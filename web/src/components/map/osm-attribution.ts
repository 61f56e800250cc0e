// Tile servers we configure (OSM itself or an OSM-based host) all draw OpenStreetMap data.
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The attribution line as Leaflet 1.9 writes it (its default prefix, flag included, then ' | ' and
 * the tile layer's attribution), for the server's picture of the map: the line does not change
 * when the live map takes over.
 */
export const LEAFLET_ATTRIBUTION_LINE =
  '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">' +
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8" class="leaflet-attribution-flag">' +
  '<path fill="#4C7BE1" d="M0 0h12v4H0z"/><path fill="#FFD500" d="M0 4h12v3H0z"/><path fill="#E0BC00" d="M0 7h12v1H0z"/></svg> Leaflet</a>' +
  ` <span aria-hidden="true">|</span> ${OSM_ATTRIBUTION}`;
