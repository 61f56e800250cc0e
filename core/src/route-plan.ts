// A morning's route through favorite sales (decision 0038): which order to visit them in so that
// as many as possible are reached while open and the round is over soonest. Straight-line distances
// at a town speed: no road network is at hand, so the times are estimates and the directions come
// from the maps app the route is opened in.
import { haversineKm, type LatLng } from './geo';
import { zonedTimeToUtc, type SaleSchedule } from './sale-window';
import { DAY_MS, HOUR_MS } from './durations';

export const ROUTE_PLAN = {
  /**
   * Straight-line kilometres covered per hour from door to door in town: roads run ~1.3 times the
   * straight line, at ~35 km/h between lights, plus finding a place to park.
   */
  speedKmh: 25,
  /** Choices of time spent at each sale, in minutes. */
  dwellChoicesMin: [10, 15, 20, 30, 45, 60],
  defaultDwellMin: 20,
  /** The most sales one route visits: a morning rarely holds more, and planning stays instant. */
  maxStops: 25,
  /** Google Maps directions links take an origin, a destination and at most 9 waypoints. */
  stopsPerMapsLink: 10,
} as const;

/** One day a sale is open, as instants (ms since the epoch). */
export interface SaleOpening {
  /** YYYY-MM-DD in the sale's zone. */
  date: string;
  opensAt: number;
  closesAt: number;
}

/** The days of a sale that have not closed yet at `now`, in date order. */
export function openingsOf(schedule: SaleSchedule, now: number): SaleOpening[] {
  return [...new Set(schedule.dates)]
    .sort()
    .map((date) => {
      const opensAt = zonedTimeToUtc(date, schedule.startTime, schedule.timeZone).getTime();
      const closesAt = zonedTimeToUtc(date, schedule.endTime, schedule.timeZone).getTime();
      // An end before the start can only mean past midnight.
      return { date, opensAt, closesAt: closesAt > opensAt ? closesAt : closesAt + DAY_MS };
    })
    .filter((opening) => opening.closesAt > now);
}

export interface RouteStop {
  id: string;
  position: LatLng;
  opensAt: number;
  closesAt: number;
}

/** A sale as a route needs it: where and when. */
export interface RouteSale extends SaleSchedule {
  id: string;
  latitude: number;
  longitude: number;
}

export interface RouteDay {
  /** YYYY-MM-DD, as the sales' own zones write it. */
  date: string;
  /** The zone most of the day's sales are in: the round's clock, wherever the phone's is set. */
  timeZone: string;
  stops: RouteStop[];
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** The days on which any of the sales is still to open or open at `now`, soonest first, each with its sales. */
export function routeDays(sales: readonly RouteSale[], now: number): RouteDay[] {
  const days = new Map<string, { stop: RouteStop; timeZone: string }[]>();
  for (const sale of sales) {
    for (const { date, opensAt, closesAt } of openingsOf(sale, now)) {
      const stop = { id: sale.id, position: { lat: sale.latitude, lng: sale.longitude }, opensAt, closesAt };
      days.set(date, [...(days.get(date) ?? []), { stop, timeZone: sale.timeZone }]);
    }
  }
  return [...days.keys()].sort().map((date) => {
    const entries = days.get(date)!;
    return { date, timeZone: mostCommon(entries.map((entry) => entry.timeZone)), stops: entries.map((entry) => entry.stop) };
  });
}

export interface RouteOptions {
  /** Where the round starts; null starts it at the first sale (no position known). */
  origin: LatLng | null;
  /** When the round starts (ms since the epoch). */
  startAt: number;
  dwellMs: number;
  speedKmh?: number;
}

export interface PlannedVisit {
  id: string;
  /** From the previous stop (or the origin), straight line. */
  legKm: number;
  arriveAt: number;
  /** Waiting for the sale to open: arriveAt + waitMs is when the visit starts. */
  waitMs: number;
  /** When the visit ends: the time chosen at each sale later, or when the sale closes, if sooner. */
  leaveAt: number;
  /** The sale closes before the time chosen at each sale is up. */
  cutShort: boolean;
}

export interface RoutePlan {
  visits: PlannedVisit[];
  /** Sales the round cannot reach before they close, in the order given. */
  missed: string[];
  totalKm: number;
  /** When the last visit ends (startAt when nothing is visited). */
  finishAt: number;
}

interface Schedule {
  plan: RoutePlan;
  /** Compared in order: fewer missed, then less time cut short by closing, then finished sooner, then shorter. */
  cost: [number, number, number, number];
}

/** Distances between the origin (index 0, when there is one) and the stops (1…n). */
function distanceTable(origin: LatLng | null, stops: readonly RouteStop[]): number[][] {
  const points = stops.map((stop) => stop.position);
  return [origin, ...points].map((from) => [origin, ...points].map((to) => (from && to ? haversineKm(from, to) : 0)));
}

/** Visits the stops in `order` (indexes into stops), skipping any reached only after it closes. */
function scheduleOf(order: readonly number[], stops: readonly RouteStop[], km: number[][], options: RouteOptions): Schedule {
  const speed = options.speedKmh ?? ROUTE_PLAN.speedKmh;
  const visits: PlannedVisit[] = [];
  const missed: number[] = [];
  let [at, time, totalKm, cutMs] = [0, options.startAt, 0, 0];
  for (const index of order) {
    const stop = stops[index]!;
    const legKm = visits.length === 0 && !options.origin ? 0 : km[at]![index + 1]!;
    const arriveAt = time + (legKm / speed) * HOUR_MS;
    if (arriveAt >= stop.closesAt) {
      missed.push(index);
      continue;
    }
    const waitMs = Math.max(0, stop.opensAt - arriveAt);
    // Arriving minutes before closing leaves no time to look: the shortfall counts against the order.
    const chosenEnd = arriveAt + waitMs + options.dwellMs;
    const leaveAt = Math.min(chosenEnd, stop.closesAt);
    visits.push({ id: stop.id, legKm, arriveAt, waitMs, leaveAt, cutShort: leaveAt < chosenEnd });
    [at, time, totalKm, cutMs] = [index + 1, leaveAt, totalKm + legKm, cutMs + chosenEnd - leaveAt];
  }
  const plan = { visits, missed: missed.sort((a, b) => a - b).map((index) => stops[index]!.id), totalKm, finishAt: time };
  return { plan, cost: [missed.length, cutMs, time, totalKm] };
}

const EPSILON = 1e-9;

function isBetter(a: Schedule, b: Schedule): boolean {
  for (let i = 0; i < a.cost.length; i++) {
    if (a.cost[i]! < b.cost[i]! - EPSILON) return true;
    if (a.cost[i]! > b.cost[i]! + EPSILON) return false;
  }
  return false;
}

/** Always the closest stop not yet taken that is still open on arrival (else the closest). */
function nearestNeighbourOrder(stops: readonly RouteStop[], km: number[][], options: RouteOptions): number[] {
  const left = new Set(stops.keys());
  const order: number[] = [];
  let [at, time] = [0, options.startAt];
  while (left.size > 0) {
    const candidates = [...left].map((index) => {
      const legKm = order.length === 0 && !options.origin ? 0 : km[at]![index + 1]!;
      const arriveAt = time + (legKm / (options.speedKmh ?? ROUTE_PLAN.speedKmh)) * HOUR_MS;
      // Closest first, but a sale that opens later than another can be reached counts as further.
      const startsAt = Math.max(arriveAt, stops[index]!.opensAt);
      return { index, open: arriveAt < stops[index]!.closesAt, startsAt, legKm };
    });
    const next = candidates.sort((a, b) => Number(b.open) - Number(a.open) || a.startsAt - b.startsAt || a.legKm - b.legKm)[0]!;
    order.push(next.index);
    left.delete(next.index);
    if (next.open) [at, time] = [next.index + 1, next.startsAt + options.dwellMs];
  }
  return order;
}

/** Orders one move away: a stretch reversed (2-opt) or one stop moved elsewhere (or-opt). */
function* neighbours(order: readonly number[]): Generator<number[]> {
  for (let i = 0; i < order.length - 1; i++) {
    for (let j = i + 1; j < order.length; j++) {
      yield [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
    }
  }
  for (let from = 0; from < order.length; from++) {
    const without = order.filter((_, index) => index !== from);
    for (let to = 0; to <= without.length; to++) {
      if (to !== from) yield [...without.slice(0, to), order[from]!, ...without.slice(to)];
    }
  }
}

/** Takes the first better neighbour until none is better (a local optimum of both moves). */
function improve(start: number[], stops: readonly RouteStop[], km: number[][], options: RouteOptions): Schedule {
  let best = scheduleOf(start, stops, km, options);
  let order = start;
  for (let improved = true; improved; ) {
    improved = false;
    for (const candidate of neighbours(order)) {
      const schedule = scheduleOf(candidate, stops, km, options);
      if (isBetter(schedule, best)) {
        [best, order, improved] = [schedule, candidate, true];
        break;
      }
    }
  }
  return best;
}

/**
 * The round through `stops` that misses the fewest before they close, then cuts the fewest minutes
 * short at closing time, then ends soonest, then is shortest: local search from four starting orders
 * (nearest next, soonest opening, soonest closing, nearest home). Exact for a handful of stops in
 * practice (tested against every order), instant for ROUTE_PLAN.maxStops.
 */
export function planRoute(stops: readonly RouteStop[], options: RouteOptions): RoutePlan {
  if (stops.length > ROUTE_PLAN.maxStops) throw new RangeError(`A route has at most ${ROUTE_PLAN.maxStops} stops`);
  const km = distanceTable(options.origin, stops);
  const indexes = [...stops.keys()];
  const starts = [
    nearestNeighbourOrder(stops, km, options),
    [...indexes].sort((a, b) => stops[a]!.opensAt - stops[b]!.opensAt),
    [...indexes].sort((a, b) => stops[a]!.closesAt - stops[b]!.closesAt),
    [...indexes].sort((a, b) => km[0]![a + 1]! - km[0]![b + 1]!),
  ];
  return starts
    .map((start) => improve(start, stops, km, options))
    .reduce((best, schedule) => (isBetter(schedule, best) ? schedule : best)).plan;
}

/** The cost planRoute minimises for one given order: for tests that compare it with every order. */
export function costOfOrder(order: readonly number[], stops: readonly RouteStop[], options: RouteOptions): readonly number[] {
  return scheduleOf(order, stops, distanceTable(options.origin, stops), options).cost;
}

const latLng = ({ lat, lng }: LatLng) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * Google Maps directions links for the round (https://developers.google.com/maps/documentation/urls),
 * ROUTE_PLAN.stopsPerMapsLink stops each; each link after the first starts where the last one ended.
 * Without an origin the first link starts from wherever the phone is.
 */
export function mapsDirectionsLinks(origin: LatLng | null, stops: readonly LatLng[]): string[] {
  const links: string[] = [];
  for (let first = 0; first < stops.length; first += ROUTE_PLAN.stopsPerMapsLink) {
    const part = stops.slice(first, first + ROUTE_PLAN.stopsPerMapsLink);
    const from = first === 0 ? origin : stops[first - 1]!;
    const params = [['api', '1'], ...(from ? [['origin', latLng(from)]] : []), ['destination', latLng(part.at(-1)!)]];
    if (part.length > 1) params.push(['waypoints', part.slice(0, -1).map(latLng).join('|')]);
    params.push(['travelmode', 'driving']);
    const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value!)}`).join('&');
    links.push(`https://www.google.com/maps/dir/?${query}`);
  }
  return links;
}
