import type { Listing } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import { haversineKm } from '@yardsale/core/geo';
import { planRoute, ROUTE_PLAN, routeDays, type RouteDay, type RouteStop } from '@yardsale/core/route-plan';
import { useEffect, useMemo, useState } from 'react';
import { keepRouteChoices, readRouteChoices } from './route-choices';
import { clockValue, instantOf } from './route-times';

const FIVE_MINUTES = 5 * 60_000;
/** Route choices kept on the device: a fortnight of days' starts, and as many sales left out as a route holds stops, twice over. */
const KEPT_DAYS = 14;
const KEPT_LEFT_OUT = 2 * ROUTE_PLAN.maxStops;

/** The day's first opening, or now (to the next five minutes) when the day has begun. */
function defaultStart(day: RouteDay, now: number): string {
  const firstOpening = Math.min(...day.stops.map((stop) => stop.opensAt));
  return clockValue(Math.max(firstOpening, Math.ceil(now / FIVE_MINUTES) * FIVE_MINUTES), day.timeZone);
}

/** The day's stops not left out, nearest the origin first, as many as a route takes. */
function stopsToPlan(day: RouteDay | undefined, leftOut: ReadonlySet<string>, origin: LatLng | null) {
  const kept = (day?.stops ?? []).filter((stop) => !leftOut.has(stop.id));
  const distance = (stop: RouteStop) => (origin ? haversineKm(origin, stop.position) : 0);
  const nearestFirst = [...kept].sort((a, b) => distance(a) - distance(b));
  return { stops: nearestFirst.slice(0, ROUTE_PLAN.maxStops), beyondLimit: nearestFirst.slice(ROUTE_PLAN.maxStops).map((stop) => stop.id) };
}

/**
 * The choices on /route (day, start, time at each sale, sales left out) and the round they give.
 * Days and defaults are judged at the moment the screen opened.
 */
export function useRoutePlan(sales: readonly Listing[], origin: LatLng | null) {
  const [now] = useState(() => Date.now());
  const days = useMemo(() => routeDays(sales, now), [sales, now]);
  const [kept] = useState(readRouteChoices);
  const [chosenDate, chooseDate] = useState<string | null>(kept.date);
  const [startTimes, setStartTimes] = useState<Readonly<Record<string, string>>>(kept.startTimes);
  const [dwellMin, setDwellMin] = useState<number>(kept.dwellMin);
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(() => new Set(kept.leftOut));
  useEffect(() => {
    // Kept as chosen: a sale missing from one answer (taken down a while) is still left out when it
    // comes back. Only the latest days' starts and sales left out are written.
    const latestDays = Object.entries(startTimes).sort(([a], [b]) => b.localeCompare(a)).slice(0, KEPT_DAYS);
    keepRouteChoices({ date: chosenDate, startTimes: Object.fromEntries(latestDays), dwellMin, leftOut: [...leftOut].slice(-KEPT_LEFT_OUT) });
  }, [chosenDate, startTimes, dwellMin, leftOut]);

  const day = days.find((candidate) => candidate.date === chosenDate) ?? days[0];
  const startTime = day ? startTimes[day.date] || defaultStart(day, now) : '';
  const { stops, beyondLimit } = useMemo(() => stopsToPlan(day, leftOut, origin), [day, leftOut, origin]);
  const plan = useMemo(
    () => (day ? planRoute(stops, { origin, startAt: instantOf(day.date, startTime, day.timeZone), dwellMs: dwellMin * 60_000 }) : undefined),
    [day, stops, origin, startTime, dwellMin],
  );
  const toggle = (id: string, leave: boolean) =>
    setLeftOut((current) => new Set(leave ? [...current, id] : [...current].filter((other) => other !== id)));

  return {
    days,
    day,
    chooseDate,
    startTime,
    setStartTime: (time: string) => {
      if (day) setStartTimes((current) => ({ ...current, [day.date]: time }));
    },
    dwellMin,
    setDwellMin,
    plan,
    /** The day's sales left out by the person, then those beyond ROUTE_PLAN.maxStops. */
    leftOut: (day?.stops ?? []).filter((stop) => leftOut.has(stop.id)).map((stop) => stop.id),
    beyondLimit,
    leaveOut: (id: string) => toggle(id, true),
    addBack: (id: string) => toggle(id, false),
  };
}
