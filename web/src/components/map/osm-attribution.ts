// Tile servers we configure (OSM itself or an OSM-based host) all draw OpenStreetMap data.
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
