// Calendar dates as the spec writes them (YYYY-MM-DD), without any time zone: arithmetic in UTC so a
// daylight-saving change can never make a day 23 or 25 hours long.
import { DAY_MS } from './durations';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMs(date: string): number | undefined {
  const match = DATE_RE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Round-trip so 2025-02-30 is rejected rather than rolled into March.
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : undefined;
}

/** An existing calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && utcMs(value) !== undefined;
}

/** The date `days` later (earlier when negative). Throws on a malformed date. */
export function addDays(date: string, days: number): string {
  const ms = utcMs(date);
  if (ms === undefined) throw new RangeError(`Invalid date "${date}": expected an existing YYYY-MM-DD date`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether sorted, distinct dates follow each other day by day. */
export function areConsecutive(sortedDates: readonly string[]): boolean {
  if (!sortedDates.every(isIsoDate)) return false;
  return sortedDates.every((date, i) => i === 0 || addDays(sortedDates[i - 1]!, 1) === date);
}
