import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { wrapBounds, type Bbox } from '@yardsale/core/listing-query';

/**
 * Hands the Leaflet map to the screen, for controls drawn outside the map (recentre button), and
 * tells it when its box changes size (a banner above it comes or goes): Leaflet follows only the window.
 */
export function MapReady({ onReady }: { onReady: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => {
    onReady(map);
  }, [map, onReady]);
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The visible area as the API takes it: zoomed far out or across the date line, Leaflet's longitudes are wrapped. */
const boundsOf = (map: LeafletMap): Bbox => {
  const bounds = map.getBounds();
  return wrapBounds(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth());
};

/** Reports the visible area once at start and after every pan or zoom: the map fetches only that area. */
export function ViewportWatcher({ onChange }: { onChange: (bbox: Bbox) => void }) {
  const map = useMapEvents({ moveend: () => onChange(boundsOf(map)) });
  useEffect(() => {
    onChange(boundsOf(map));
  }, [map, onChange]);
  return null;
}

/** Whether an icon's box overlaps the map's: a pin half out of view is still in it. */
const overlaps = (icon: DOMRect, view: DOMRect) => icon.right > view.left && icon.left < view.right && icon.bottom > view.top && icon.top < view.bottom;

/**
 * Keeps the keyboard to the pins and clusters in view. Leaflet makes each a tab stop, and the
 * clustering keeps those up to a screen beyond every edge (for a smooth pan), so Tab went through
 * pins nobody could see before it reached the bottom bar.
 */
export function TabStopsInView() {
  const map = useMap();
  useEffect(() => {
    const pane = map.getPane('markerPane');
    if (!pane) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const view = map.getContainer().getBoundingClientRect();
      for (const icon of pane.querySelectorAll<HTMLElement>('.leaflet-marker-icon')) icon.tabIndex = overlaps(icon.getBoundingClientRect(), view) ? 0 : -1;
    };
    const schedule = () => void (frame ||= requestAnimationFrame(update));
    const observer = new MutationObserver(schedule);
    observer.observe(pane, { childList: true });
    map.on('moveend', schedule);
    schedule();
    return () => {
      observer.disconnect();
      map.off('moveend', schedule);
      cancelAnimationFrame(frame);
    };
  }, [map]);
  return null;
}
