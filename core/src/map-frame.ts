// The map of /home as Leaflet would draw it for a centre, a zoom and a size, without Leaflet: where
// each tile, pin and cluster sits, in CSS pixels from the map's top left corner. The server draws a
// guest's first screen from it (decision 0034); computed as Leaflet computes it (its pixel origin,
// its tile range, its rounding), so the map that takes the picture's place opens on the same spots.
import type { ListingMarker } from './api-types';
import { MAP } from './constants';
import { spreadIdenticalPoints, type LatLng } from './geo';
import { wrapBounds, type Bbox } from './listing-query';
import { latOfWorldY, worldX, worldY, type Tile } from './map-tiles';

export const TILE_SIZE_PX = 256;

/** What the map shows: its centre and zoom, in a box of width × height CSS pixels. */
export interface MapFrame {
  center: LatLng;
  zoom: number;
  width: number;
  height: number;
}

/** A place on the frame in CSS pixels from its top left corner (negative or past its size: off the edge). */
export interface FramePoint {
  left: number;
  top: number;
}

export interface FrameTile extends Tile {
  at: FramePoint;
}

export type FrameMark<T> = { kind: 'pin'; item: T; at: FramePoint } | { kind: 'cluster'; count: number; at: FramePoint };

interface WorldPixel {
  x: number;
  y: number;
}

const worldSizePx = (zoom: number) => TILE_SIZE_PX * 2 ** zoom;

const worldPixel = ({ lat, lng }: LatLng, zoom: number): WorldPixel => ({ x: worldX(lng) * worldSizePx(zoom), y: worldY(lat) * worldSizePx(zoom) });

/** Leaflet's pixel origin: the world pixel at the frame's top left corner, rounded as Leaflet rounds it. */
function originOf(frame: MapFrame): WorldPixel {
  const center = worldPixel(frame.center, frame.zoom);
  return { x: Math.round(center.x - frame.width / 2), y: Math.round(center.y - frame.height / 2) };
}

/** Where a position is drawn: Leaflet rounds a marker's world pixel, then takes the origin off. */
export function pointOnFrame(frame: MapFrame, position: LatLng): FramePoint {
  const origin = originOf(frame);
  const pixel = worldPixel(position, frame.zoom);
  return { left: Math.round(pixel.x) - origin.x, top: Math.round(pixel.y) - origin.y };
}

/** The area the frame shows, as the map reports it (Leaflet's getBounds, wrapped for the API). */
export function frameBbox(frame: MapFrame): Bbox {
  const origin = originOf(frame);
  const size = worldSizePx(frame.zoom);
  const lngAt = (x: number) => (x / size) * 360 - 180;
  const latAt = (y: number) => latOfWorldY(Math.max(0, Math.min(1, y / size)));
  return wrapBounds(lngAt(origin.x), latAt(origin.y + frame.height), lngAt(origin.x + frame.width), latAt(origin.y));
}

/** The tiles the map loads for the frame (Leaflet's tiled pixel bounds), each where it is drawn. */
export function frameTiles(frame: MapFrame): FrameTile[] {
  const center = worldPixel(frame.center, frame.zoom);
  const [cx, cy] = [Math.floor(center.x), Math.floor(center.y)];
  const origin = originOf(frame);
  const count = 2 ** frame.zoom;
  const tiles: FrameTile[] = [];
  const firstRow = Math.max(0, Math.floor((cy - frame.height / 2) / TILE_SIZE_PX));
  const lastRow = Math.min(count - 1, Math.ceil((cy + frame.height / 2) / TILE_SIZE_PX) - 1);
  const firstColumn = Math.floor((cx - frame.width / 2) / TILE_SIZE_PX);
  const lastColumn = Math.ceil((cx + frame.width / 2) / TILE_SIZE_PX) - 1;
  for (let y = firstRow; y <= lastRow; y++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      // Across the date line the world repeats: the tile's address wraps, its place does not.
      const x = ((column % count) + count) % count;
      tiles.push({ zoom: frame.zoom, x, y, at: { left: column * TILE_SIZE_PX - origin.x, top: y * TILE_SIZE_PX - origin.y } });
    }
  }
  return tiles;
}

/** A tile's address from a Leaflet URL template ({s} the subdomain Leaflet picks, {r} a normal-density tile). */
export function tileUrlOf(template: string, { zoom, x, y }: Tile, subdomains = 'abc'): string {
  const values: Record<string, string> = { z: String(zoom), x: String(x), y: String(y), s: subdomains[Math.abs(x + y) % subdomains.length] ?? '', r: '' };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, key: string) => values[key] ?? whole);
}

/** How far past the frame's edge a pin or cluster may stand and still show a part of itself. */
const EDGE_PX = 40;

/**
 * The sales' pins and clusters on the frame. Identical positions are spread as the map spreads them
 * (MAP.sameSpotOffsetDeg); a pin within `radiusPx` of a cluster's first pin joins the nearest such
 * cluster, else it joins the nearest group too small to be one (MAP.clusterMinSize, the spec's 2: a
 * lone pin). That is leaflet.markercluster's rule, applied at the frame's zoom only: the map's
 * clusterer builds from the deepest zoom up, so a pin at the edge of a radius may be grouped
 * otherwise once the map takes over. A cluster is drawn at the mean of its pins; a group too small
 * stays pins.
 */
export function marksOnFrame<T extends LatLng>(frame: MapFrame, items: readonly T[], radiusPx: number = MAP.clusterGridPx): FrameMark<T>[] {
  const spread = spreadIdenticalPoints(
    items.map((item) => ({ item, latitude: item.lat, longitude: item.lng })),
    MAP.sameSpotOffsetDeg,
  );
  const groups: Array<{ anchor: FramePoint; items: T[]; points: FramePoint[] }> = [];
  const nearest = (point: FramePoint, candidates: typeof groups) => {
    let best: (typeof groups)[number] | undefined;
    let bestDistance = radiusPx;
    for (const group of candidates) {
      const distance = Math.hypot(group.anchor.left - point.left, group.anchor.top - point.top);
      if (distance <= bestDistance) [best, bestDistance] = [group, distance];
    }
    return best;
  };
  const clustered = (group: (typeof groups)[number]) => group.items.length >= MAP.clusterMinSize;
  for (const { item: { item }, position } of spread) {
    const point = pointOnFrame(frame, position);
    const group = nearest(point, groups.filter(clustered)) ?? nearest(point, groups.filter((candidate) => !clustered(candidate)));
    if (group) {
      group.items.push(item);
      group.points.push(point);
    } else {
      groups.push({ anchor: point, items: [item], points: [point] });
    }
  }
  const inside = ({ left, top }: FramePoint) => left > -EDGE_PX && top > -EDGE_PX && left < frame.width + EDGE_PX && top < frame.height + EDGE_PX;
  return groups
    .flatMap((group): FrameMark<T>[] => {
      if (!clustered(group)) return group.items.map((item, index) => ({ kind: 'pin', item, at: group.points[index]! }));
      const mean = (key: keyof FramePoint) => Math.round(group.points.reduce((sum, point) => sum + point[key], 0) / group.points.length);
      return [{ kind: 'cluster', count: group.items.length, at: { left: mean('left'), top: mean('top') } }];
    })
    .filter((mark) => inside(mark.at));
}

/** What a picture of the map shows (web/src/features/sales/map/static-sales-map.tsx draws it). */
export interface MapPicture {
  tiles: Array<{ url: string; at: FramePoint }>;
  marks: Array<FrameMark<ListingMarker>>;
  /** Where the user is: the frame's centre. */
  user: FramePoint;
  /** Some tile held more sales than an answer carries (the map says: zoom in). */
  truncated: boolean;
}

/** The picture of `frame` on the tile server `tileTemplate`, with the sales' `markers` (those of frameBbox's tiles). */
export function mapPictureOf(frame: MapFrame, tileTemplate: string, markers: readonly ListingMarker[], truncated: boolean): MapPicture {
  return {
    tiles: frameTiles(frame).map((tile) => ({ url: tileUrlOf(tileTemplate, tile), at: tile.at })),
    marks: marksOnFrame(frame, markers),
    user: pointOnFrame(frame, frame.center),
    truncated,
  };
}
