// When a yard sale is shown, computed from its local dates and times. Pure functions over Intl, so the
// server (which stores the absolute window) and the browser (which shows it) agree whatever their own zone.
import { addDays } from './calendar';
import { EXACT_ADDRESS_SHOWN, TIMINGS_MS } from './constants';
import { DEFAULT_SALE_TIMES } from './sale-defaults';
import { dateTimeFormat } from './intl-format';
import { DAY_MS } from './durations';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Throws RangeError for an unknown zone, which is what callers should see. */
const formatterFor = (timeZone: string): Intl.DateTimeFormat =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The zone's wall clock at an instant, as numeric fields. */
function wallClock(instantMs: number, timeZone: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields;
}

/** The zone's offset from UTC at an instant, in ms (e.g. -4 h for Toronto in summer). */
function offsetAt(instantMs: number, timeZone: string): number {
  const f = wallClock(instantMs, timeZone);
  const wallAsUtc = Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

function parseDate(date: string): [number, number, number] {
  const match = DATE_RE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // Round-trip through Date.UTC so 2025-02-30 is rejected rather than rolled into March.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Invalid date "${date}": expected an existing YYYY-MM-DD date`);
  }
  return [year, month, day];
}

function parseTime(time: string): [number, number] {
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Invalid time "${time}": expected HH:MM from 00:00 to 23:59`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * The instant at which a zone's wall clock shows date and time. Follows Temporal's 'compatible'
 * rule, so every input has exactly one answer: a time skipped by a spring-forward change is read
 * with the offset before the change (02:30 becomes 03:30 daylight time), and a time repeated by a
 * fall-back change resolves to its first occurrence.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const [hour, minute] = parseTime(time);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  // Zones change offset at most once within a day either side, so these two are the only candidates.
  const offsetBefore = offsetAt(wallMs - DAY_MS, timeZone);
  const offsetAfter = offsetAt(wallMs + DAY_MS, timeZone);
  const matches = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallMs - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wallMs);
  if (matches.length === 0) return new Date(wallMs - offsetBefore); // skipped hour
  return new Date(Math.min(...matches)); // the earlier of a repeated hour
}

const pad = (n: number | undefined, width: number) => String(n).padStart(width, '0');

/** The calendar date (YYYY-MM-DD) in a zone at an instant. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const f = wallClock(now.getTime(), timeZone);
  return `${pad(f.year, 4)}-${pad(f.month, 2)}-${pad(f.day, 2)}`;
}

/** The wall-clock time (HH:MM) in a zone at an instant. */
export function timeInZone(timeZone: string, now: Date = new Date()): string {
  const f = wallClock(now.getTime(), timeZone);
  return `${pad(f.hour, 2)}:${pad(f.minute, 2)}`;
}

export interface SaleSchedule {
  /** YYYY-MM-DD dates in the sale's own zone, in any order. */
  dates: readonly string[];
  /** HH:MM local start and end times, the same on every date. */
  startTime: string;
  endTime: string;
  /** IANA zone of the sale's location. */
  timeZone: string;
}

export interface VisibleWindow {
  visibleFrom: Date;
  visibleUntil: Date;
}

/**
 * The absolute window in which a sale appears on the map and Find.
 *
 * visibleUntil: the spec keeps a sale until 30 minutes after the end time of its last date, judged
 * in the sale's zone (not the viewer's or the server's).
 *
 * visibleFrom: the spec shows a sale as soon as any of its dates is today or later, i.e. from the
 * moment it is posted; the FAQ says so in those words (SPEC's "18 hours before" FAQ line described
 * something the screens never did). So it is the posting instant, passed in as `postedAt` so callers
 * and tests control the clock. It is capped at visibleUntil so the stored range is never inverted
 * (Postgres rejects a tstzrange whose lower bound is above its upper one), e.g. a same-day sale
 * posted after it ended is simply never visible.
 */
export function saleVisibleWindow(schedule: SaleSchedule, postedAt: Date = new Date()): VisibleWindow {
  if (schedule.dates.length === 0) throw new RangeError('A sale needs at least one date');
  // Everything is validated, though only the last date and the end time set the window.
  schedule.dates.forEach(parseDate);
  parseTime(schedule.startTime);
  const lastDate = [...schedule.dates].sort().at(-1)!; // YYYY-MM-DD sorts chronologically as text
  const lastEnd = zonedTimeToUtc(lastDate, schedule.endTime, schedule.timeZone);
  const visibleUntil = new Date(lastEnd.getTime() + TIMINGS_MS.listingExpiryGrace);
  const visibleFrom = new Date(Math.min(postedAt.getTime(), visibleUntil.getTime()));
  return { visibleFrom, visibleUntil };
}

/**
 * When others start to see the exact address of a sale whose seller keeps it private (decision 0069):
 * EXACT_ADDRESS_SHOWN's time in the sale's zone, the day before its first date.
 */
export function exactAddressShownFrom(schedule: Pick<SaleSchedule, 'dates' | 'timeZone'>): Date {
  const firstDate = [...schedule.dates].sort()[0];
  if (firstDate === undefined) throw new RangeError('A sale needs at least one date');
  return zonedTimeToUtc(addDays(firstDate, -EXACT_ADDRESS_SHOWN.daysBefore), EXACT_ADDRESS_SHOWN.time, schedule.timeZone);
}

export interface SaleTiming {
  /** Absent on classifieds: those never show on the map or Find. */
  startDate?: string | null;
  endDate?: string | null;
  dates?: readonly string[] | null;
  startTime?: string | null;
  endTime?: string | null;
  /** The sale's own zone; the viewer's zone is used for old data without one. */
  timeZone?: string | null;
}

/**
 * The spec's visibility rule, written once in plain code: a sale shows while any of its dates is
 * today or later, and on its last day until 30 minutes after its end time, judged in the sale's own
 * zone. A sale without a start date never shows; one whose data cannot be read stays visible (the
 * spec's "on error it stays visible"); past midnight it follows the grace ("30 minutes after the end
 * time") where a date-only reading would drop a sale ending at 23:45 at midnight. The server keeps
 * the same instant as visible_until (saleVisibleWindow) and filters in SQL; the tests hold that SQL
 * to this rule. The app shows what the server answers, so no screen calls it.
 */
export function isSaleVisible(sale: SaleTiming, now: Date = new Date()): boolean {
  if (!sale.startDate) return false;
  try {
    const dates = sale.dates?.length ? sale.dates : [sale.startDate, sale.endDate ?? sale.startDate];
    const { visibleUntil } = saleVisibleWindow(
      {
        dates,
        startTime: sale.startTime || DEFAULT_SALE_TIMES.start,
        endTime: sale.endTime || DEFAULT_SALE_TIMES.end,
        timeZone: sale.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      now,
    );
    return now.getTime() <= visibleUntil.getTime();
  } catch {
    return true;
  }
}
