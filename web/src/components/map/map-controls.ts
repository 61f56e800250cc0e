import cssText from './map-controls.css?inline';

/** map-controls.css as text, for the server's picture of the map (drawn with a <Stylesheet>). */
export const MAP_CONTROLS_CSS = cssText;

/** Room the zoom buttons take from the map's left edge: Leaflet's 10 px margin, a 2 px border each side, 48 px. */
export const ZOOM_CONTROL_WIDTH_PX = 10 + 2 + 48 + 2;
