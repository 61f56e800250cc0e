import 'leaflet/dist/leaflet.css';
import './map-controls.css';
import { Box } from '@mui/material';
import type { LatLng } from '@yardsale/core/geo';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { usePublicConfig } from '@/lib/use-public-config';
import { OSM_ATTRIBUTION } from './osm-attribution';

interface BaseMapProps {
  center: LatLng;
  zoom: number;
  /** The map needs a height; the screen decides it (the home map is the viewport minus 160 px). */
  style: CSSProperties;
  children?: ReactNode;
  /** Names the map region for screen readers. */
  label: string;
  /** Every tile in view has loaded, or failed to: after the first view, and after each move. */
  onTilesLoaded?: () => void;
}

// OSM tile servers stop at 19. Set on the map itself, not only its tile layer, because marker
// clustering needs it before the tiles (which wait for GET /api/config) exist.
const MAX_ZOOM = 19;

/**
 * A Leaflet map on the deployment's tile server (TILE_URL). Markers, pins and controls are children;
 * they reach the Leaflet map with react-leaflet's `useMap`.
 */
export function BaseMap({ center, zoom, style, children, label, onTilesLoaded }: BaseMapProps) {
  const { data: config } = usePublicConfig();
  const tileEvents = useMemo(() => (onTilesLoaded ? { load: onTilesLoaded } : undefined), [onTilesLoaded]);
  const { t, i18n } = useTranslation();
  return (
    <Box role="region" aria-label={label} sx={{ position: 'relative' }}>
      <MapContainer center={center} zoom={zoom} maxZoom={MAX_ZOOM} style={style} zoomControl={false} attributionControl>
        {/* Leaflet reads the titles once: a new language makes a new control. */}
        <ZoomControl key={i18n.language} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {config ? <TileLayer url={config.tileUrl} attribution={OSM_ATTRIBUTION} maxZoom={MAX_ZOOM} eventHandlers={tileEvents} /> : null}
        {children}
      </MapContainer>
    </Box>
  );
}
