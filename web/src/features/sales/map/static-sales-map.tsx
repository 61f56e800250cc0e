import clusterCss from 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css?inline';
import clusterCountCss from './cluster-count.css?inline';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { Box } from '@mui/material';
import type { ListingMarker } from '@yardsale/core/api-types';
import { TILE_SIZE_PX, type FrameMark, type FramePoint, type MapPicture } from '@yardsale/core/map-frame';
import { useTranslation } from '@/lib/i18n';
import { MAP_CONTROLS_CSS } from '@/components/map/map-controls';
import { LEAFLET_ATTRIBUTION_LINE } from '@/components/map/osm-attribution';
import { PIN_SIZE, pinSvg } from '@/components/map/pin-svg';
import { SALE_TYPE_COLORS } from '@/components/sale/sale-type-colors';
import { Stylesheet } from '@/lib/styles/stylesheet';
import { MapNotice, RecenterButton } from './map-overlays';
import { MAP_STYLE } from './map-style';
import { USER_DOT } from './user-dot-style';


const CLUSTER_SIZE_PX = 40;
// Leaflet positions its container itself: it clips the panes and places the controls.
const CONTAINER_STYLE = { ...MAP_STYLE, position: 'relative' } as const;

/** Leaflet's own markup for a marker's icon at a point: its classes, its anchor, drawn above the pins north of it. */
const markerStyle = (at: FramePoint, width: number, height: number, anchorTop: number) => ({
  left: at.left,
  top: at.top,
  width,
  height,
  marginLeft: -width / 2,
  marginTop: -anchorTop,
  zIndex: at.top,
});

const clusterSize = (count: number) => (count < 10 ? 'small' : count < 100 ? 'medium' : 'large');

function Mark({ mark }: { mark: FrameMark<ListingMarker> }) {
  if (mark.kind === 'cluster') {
    return (
      <div className={`leaflet-marker-icon marker-cluster marker-cluster-${clusterSize(mark.count)}`} style={markerStyle(mark.at, CLUSTER_SIZE_PX, CLUSTER_SIZE_PX, CLUSTER_SIZE_PX / 2)}>
        <div>
          <span>{mark.count}</span>
        </div>
      </div>
    );
  }
  const { id, title, types } = mark.item;
  return (
    <div
      className="leaflet-marker-icon yardsale-pin leaflet-interactive"
      role="button"
      title={title}
      data-listing-id={id}
      style={markerStyle(mark.at, PIN_SIZE.width, PIN_SIZE.height, PIN_SIZE.height)}
      dangerouslySetInnerHTML={{ __html: pinSvg(SALE_TYPE_COLORS[types[0] ?? 'regular']) }}
    />
  );
}

/**
 * The /home map as Leaflet draws it for a guest's position, in Leaflet's own markup and styles, for
 * the server to send before the app runs (decision 0034): the tiles, the sales' pins and clusters,
 * the user's dot, the zoom buttons, the attribution and the recentre button, where the map will put
 * them. A tap on a pin opens that sale once the map has taken over (FirstScreenSlot).
 */
export function StaticSalesMap({ tiles, marks, user, truncated }: MapPicture) {
  const { t } = useTranslation('home');
  const dot = USER_DOT.style;
  return (
    <Box role="region" aria-label={t('mapLabel')} sx={{ position: 'relative' }}>
      <Stylesheet name="leaflet" css={leafletCss + clusterCss + clusterCountCss + MAP_CONTROLS_CSS} />
      <div className="leaflet-container leaflet-touch leaflet-grab" style={CONTAINER_STYLE}>
        <div className="leaflet-pane leaflet-map-pane">
          <div className="leaflet-pane leaflet-tile-pane">
            {tiles.map(({ url, at }) => (
              <img key={url} className="leaflet-tile leaflet-tile-loaded" src={url} alt="" style={{ left: at.left, top: at.top, width: TILE_SIZE_PX, height: TILE_SIZE_PX }} />
            ))}
          </div>
          <div className="leaflet-pane leaflet-overlay-pane">
            <svg width="1" height="1" overflow="visible" aria-hidden="true">
              <circle cx={user.left} cy={user.top} r={USER_DOT.radius} fill={dot.fillColor} fillOpacity={dot.fillOpacity} stroke={dot.color} strokeWidth={dot.weight} />
            </svg>
          </div>
          <div className="leaflet-pane leaflet-marker-pane">
            {marks.map((mark) => (
              <Mark key={mark.kind === 'pin' ? mark.item.id : `${mark.at.left},${mark.at.top}`} mark={mark} />
            ))}
          </div>
        </div>
        <div className="leaflet-control-container">
          <div className="leaflet-top leaflet-left">
            <div className="leaflet-control-zoom leaflet-bar leaflet-control">
              <a className="leaflet-control-zoom-in" role="button" title={t('common:map.zoomIn')} aria-label={t('common:map.zoomIn')}>
                <span aria-hidden="true">+</span>
              </a>
              <a className="leaflet-control-zoom-out" role="button" title={t('common:map.zoomOut')} aria-label={t('common:map.zoomOut')}>
                <span aria-hidden="true">&#x2212;</span>
              </a>
            </div>
          </div>
          <div className="leaflet-bottom leaflet-right">
            <div className="leaflet-control-attribution leaflet-control" dangerouslySetInnerHTML={{ __html: LEAFLET_ATTRIBUTION_LINE }} />
          </div>
        </div>
      </div>
      {truncated && <MapNotice about="zoomInForMore" />}
      <RecenterButton pictured />
    </Box>
  );
}
