import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { Bbox } from './use-viewport-listings';

/** Hands the Leaflet map to the screen, for controls drawn outside the map (recentre button). */
export function MapReady({ onReady }: { onReady: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => {
    onReady(map);
  }, [map, onReady]);
  return null;
}

const boundsOf = (map: LeafletMap): Bbox => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/** Reports the visible area once at start and after every pan or zoom: the map fetches only that area. */
export function ViewportWatcher({ onChange }: { onChange: (bbox: Bbox) => void }) {
  const map = useMapEvents({ moveend: () => onChange(boundsOf(map)) });
  useEffect(() => {
    onChange(boundsOf(map));
  }, [map, onChange]);
  return null;
}
