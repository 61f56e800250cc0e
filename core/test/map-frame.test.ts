import { describe, expect, it } from 'vitest';
import { MAP } from '../src/constants';
import { frameBbox, frameTiles, marksOnFrame, pointOnFrame, tileUrlOf, type MapFrame } from '../src/map-frame';

const WORLD: MapFrame = { center: { lat: 0, lng: 0 }, zoom: 1, width: 512, height: 512 };
const LONDON: MapFrame = { center: { lat: 42.98, lng: -81.25 }, zoom: 13, width: 412, height: 663 };

/** A position `dx`, `dy` CSS pixels from the frame's centre (at zoom 13, near London, Ontario). */
function offCentre(frame: MapFrame, dx: number, dy: number) {
  const metresPerPx = (156_543.03 * Math.cos((frame.center.lat * Math.PI) / 180)) / 2 ** frame.zoom;
  return { lat: frame.center.lat - (dy * metresPerPx) / 111_320, lng: frame.center.lng + (dx * metresPerPx) / (111_320 * Math.cos((frame.center.lat * Math.PI) / 180)) };
}

describe('a map frame', () => {
  it('places the whole world at zoom 1 on four tiles, its centre in the middle', () => {
    expect(frameTiles(WORLD).map(({ x, y, at }) => [x, y, at.left, at.top])).toEqual([
      [0, 0, 0, 0],
      [1, 0, 256, 0],
      [0, 1, 0, 256],
      [1, 1, 256, 256],
    ]);
    expect(pointOnFrame(WORLD, { lat: 0, lng: 0 })).toEqual({ left: 256, top: 256 });
    const bbox = frameBbox(WORLD);
    expect(bbox.west).toBe(-180);
    expect(bbox.east).toBe(180);
    expect(bbox.north).toBeCloseTo(85.0511, 3);
  });

  it('loads the tiles that cover the frame and no more, placed so the centre is in the middle', () => {
    const tiles = frameTiles(LONDON);
    for (const { at } of tiles) {
      expect(at.left).toBeLessThan(LONDON.width);
      expect(at.left + 256).toBeGreaterThan(0);
      expect(at.top).toBeLessThan(LONDON.height);
      expect(at.top + 256).toBeGreaterThan(0);
    }
    // 412 × 663 px spans 2–3 columns and 3–4 rows of 256 px tiles.
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.length).toBeLessThanOrEqual(12);
    const centre = pointOnFrame(LONDON, LONDON.center);
    expect(Math.abs(centre.left - LONDON.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(centre.top - LONDON.height / 2)).toBeLessThanOrEqual(1);
  });

  it("reports as its area what its corners show", () => {
    const bbox = frameBbox(LONDON);
    expect(pointOnFrame(LONDON, { lat: bbox.north, lng: bbox.west })).toEqual({ left: 0, top: 0 });
    expect(pointOnFrame(LONDON, { lat: bbox.south, lng: bbox.east })).toEqual({ left: LONDON.width, top: LONDON.height });
  });

  it('wraps tile addresses across the date line, not their places', () => {
    const tiles = frameTiles({ center: { lat: 0, lng: 180 }, zoom: 2, width: 512, height: 256 });
    // Columns 3 and 4 of a 4-column world: the fifth is the first again.
    expect(tiles.map(({ x }) => x).sort()).toEqual([0, 0, 3, 3]);
    expect(new Set(tiles.map(({ at }) => `${at.left},${at.top}`)).size).toBe(tiles.length);
  });

  it('fills a tile URL template as the map does', () => {
    expect(tileUrlOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { zoom: 13, x: 2245, y: 3000 })).toBe('https://tile.openstreetmap.org/13/2245/3000.png');
    expect(tileUrlOf('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { zoom: 3, x: 1, y: 2 })).toBe('https://a.tiles.example/3/1/2.png');
    expect(tileUrlOf('https://{s}.tiles.example/{z}/{x}/{y}.png', { zoom: 3, x: 1, y: 3 })).toBe('https://b.tiles.example/3/1/3.png');
  });
});

describe('the pins and clusters of a frame', () => {
  const sale = (id: string, dx: number, dy: number) => ({ id, ...offCentre(LONDON, dx, dy) });

  it('gathers pins within the grid into a cluster at their mean, and leaves the others alone', () => {
    const marks = marksOnFrame(LONDON, [sale('a', 0, 0), sale('b', 20, 0), sale('c', 150, 150), sale('d', 10, 20)]);
    const clusters = marks.filter((mark) => mark.kind === 'cluster');
    const pins = marks.filter((mark) => mark.kind === 'pin');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 3 });
    const centre = pointOnFrame(LONDON, LONDON.center);
    expect(Math.abs(clusters[0]!.at.left - (centre.left + 10))).toBeLessThanOrEqual(1);
    expect(Math.abs(clusters[0]!.at.top - (centre.top + 7))).toBeLessThanOrEqual(1);
    expect(pins.map((pin) => pin.kind === 'pin' && pin.item.id)).toEqual(['c']);
  });

  it("joins a pin to the nearest cluster within reach, by the cluster's first pin", () => {
    // Both clusters are within 60 px of e; the one anchored on c is nearer.
    const marks = marksOnFrame(LONDON, [sale('a', -40, 0), sale('b', -50, 0), sale('c', 40, 0), sale('d', 50, 0), sale('e', 10, 0)]);
    const counts = marks.map((mark) => [mark.at.left, mark.kind === 'cluster' ? mark.count : 1]).sort(([a], [b]) => a! - b!);
    expect(counts.map(([, count]) => count)).toEqual([2, 3]);
  });

  it('spreads sales at one address as the map does, and keeps those beyond the edges out', () => {
    const marks = marksOnFrame(LONDON, [sale('a', 0, 0), sale('b', 0, 0), sale('far', 0, 2000)], 0);
    expect(marks.map((mark) => mark.kind === 'pin' && mark.item.id)).toEqual(['a', 'b']);
    expect(marks[0]!.at).not.toEqual(marks[1]!.at);
    expect(MAP.sameSpotOffsetDeg).toBeGreaterThan(0);
  });
});
