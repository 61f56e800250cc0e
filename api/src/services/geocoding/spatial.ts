import { haversineKm, type LatLng } from '@yardsale/core/geo';

const KM_PER_DEGREE_LATITUDE = 111.2;

export interface Neighbour<T> {
  item: T;
  km: number;
}

/**
 * Points bucketed in a grid of cellDegrees squares, so "what lies within r km" reads a handful of
 * cells instead of all 60,000 places. Longitude does not wrap at ±180°: only a few Aleutian islands
 * lie beyond it, and a miss there only costs a less exact reverse lookup.
 */
export class PointGrid<T extends LatLng> {
  private readonly cells = new Map<number, T[]>();

  constructor(
    items: Iterable<T>,
    private readonly cellDegrees = 0.5,
  ) {
    for (const item of items) {
      const key = this.key(this.row(item.lat), this.column(item.lng));
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  private row(lat: number): number {
    return Math.floor((lat + 90) / this.cellDegrees);
  }

  private column(lng: number): number {
    return Math.floor((lng + 180) / this.cellDegrees);
  }

  private key(row: number, column: number): number {
    return row * 10_000 + column;
  }

  /** Every point within radiusKm of the centre, in no particular order. */
  within(centre: LatLng, radiusKm: number): Neighbour<T>[] {
    const latSpan = radiusKm / KM_PER_DEGREE_LATITUDE;
    // Near the poles a degree of longitude shrinks to nothing: cap the span at the whole circle.
    const cosLat = Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01);
    const lngSpan = Math.min(radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat), 180);
    const found: Neighbour<T>[] = [];
    for (let row = this.row(centre.lat - latSpan); row <= this.row(centre.lat + latSpan); row++) {
      for (let column = this.column(centre.lng - lngSpan); column <= this.column(centre.lng + lngSpan); column++) {
        for (const item of this.cells.get(this.key(row, column)) ?? []) {
          const km = haversineKm(centre, item);
          if (km <= radiusKm) found.push({ item, km });
        }
      }
    }
    return found;
  }

  nearest(centre: LatLng, maxKm: number): Neighbour<T> | undefined {
    let best: Neighbour<T> | undefined;
    for (const candidate of this.within(centre, maxKm)) {
      if (!best || candidate.km < best.km) best = candidate;
    }
    return best;
  }
}
