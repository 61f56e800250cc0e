import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import type { LatLng } from '@yardsale/core/geo';
import type { CSSProperties, ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { usePublicConfig } from '@/lib/use-public-config';

interface BaseMapProps {
  center: LatLng;
  zoom: number;
  /** The map needs a height; the screen decides it (the home map is the viewport minus 160 px). */
  style: CSSProperties;
  children?: ReactNode;
  /** Names the map region for screen readers. */
  label: string;
}

// OSM tile servers stop at 19. Set on the map itself, not only its tile layer, because marker
// clustering needs it before the tiles (which wait for GET /api/config) exist.
const MAX_ZOOM = 19;

// Tile servers we configure (OSM itself or an OSM-based host) all draw OpenStreetMap data.
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * A Leaflet map on the deployment's tile server (TILE_URL). Markers, pins and controls are children;
 * they reach the Leaflet map with react-leaflet's `useMap`.
 */
export function BaseMap({ center, zoom, style, children, label }: BaseMapProps) {
  const { data: config } = usePublicConfig();
  return (
    <Box role="region" aria-label={label} sx={{ position: 'relative' }}>
      <MapContainer center={center} zoom={zoom} maxZoom={MAX_ZOOM} style={style} zoomControl attributionControl>
        {config ? <TileLayer url={config.tileUrl} attribution={OSM_ATTRIBUTION} maxZoom={MAX_ZOOM} /> : null}
        {children}
      </MapContainer>
    </Box>
  );
}
