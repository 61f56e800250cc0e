import { STORAGE_KEYS } from '@yardsale/core/constants';
import { ROUTE_PLAN } from '@yardsale/core/route-plan';

/**
 * What a person chose on /route, kept on this device: coming back later, or offline, they find the
 * round they shaped, not the default one.
 */
export interface RouteChoices {
  /** The day chosen (YYYY-MM-DD); null for the soonest. */
  date: string | null;
  /** The start chosen for each day ('HH:MM'). */
  startTimes: Readonly<Record<string, string>>;
  dwellMin: number;
  /** The sales left out of the round, by id. */
  leftOut: readonly string[];
}

const KEY = STORAGE_KEYS.routeChoices;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const NONE: RouteChoices = { date: null, startTimes: {}, dwellMin: ROUTE_PLAN.defaultDwellMin, leftOut: [] };

const isText = (value: unknown): value is string => typeof value === 'string';

/** The choices kept on this device, each one that is not what /route offers dropped. */
export function readRouteChoices(): RouteChoices {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Record<keyof RouteChoices, unknown>> | null;
    if (!kept || typeof kept !== 'object') return NONE;
    const startTimes = typeof kept.startTimes === 'object' && kept.startTimes ? Object.entries(kept.startTimes) : [];
    return {
      date: isText(kept.date) && DATE.test(kept.date) ? kept.date : null,
      startTimes: Object.fromEntries(startTimes.filter(([date, time]) => DATE.test(date) && isText(time) && TIME.test(time))),
      dwellMin: (ROUTE_PLAN.dwellChoicesMin as readonly unknown[]).includes(kept.dwellMin) ? (kept.dwellMin as number) : NONE.dwellMin,
      leftOut: Array.isArray(kept.leftOut) ? kept.leftOut.filter(isText) : [],
    };
  } catch {
    return NONE; // storage blocked or unreadable: the default round
  }
}

export function keepRouteChoices(choices: RouteChoices): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // storage full or blocked: the choices hold until the page closes
  }
}
