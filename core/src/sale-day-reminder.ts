// The morning push of a sale day (decision 0042): when a person's favorite sales open that day, in
// each sale's own zone, and when it is time to say so.
import { todayInZone, zonedTimeToUtc } from './sale-window';

export const SALE_DAY_REMINDER = {
  /** How long before the day's next favorite opens the push may go (the hourly run sends it once). */
  leadMs: 3 * 60 * 60 * 1000,
  /** Not before this time on the sale's clock: nobody is woken at 4 for a sale at 7. */
  earliestTime: '06:00',
  /** How long a day's claim is kept after its push (longer than any day lasts in any zone). */
  keptMs: 2 * 24 * 60 * 60 * 1000,
} as const;

export interface ReminderSale {
  dates: readonly string[];
  startTime: string;
  endTime: string;
  timeZone: string;
}

export interface SaleDayReminder<S extends ReminderSale> {
  /** The day (YYYY-MM-DD), in the zone of the next sale to open: one push a person a day. */
  day: string;
  /** The sales open that day and not yet closed, the first to open first. */
  sales: S[];
  /** The first of them still to open, and when. */
  next: { sale: S; opensAt: Date };
}

interface Opening<S> {
  sale: S;
  day: string;
  opensAt: Date;
  closesAt: Date;
}

/** The sale's hours today in its zone, or null when today is not one of its days. */
function openingToday<S extends ReminderSale>(sale: S, now: Date): Opening<S> | null {
  const day = todayInZone(sale.timeZone, now);
  if (!sale.dates.includes(day)) return null;
  return { sale, day, opensAt: zonedTimeToUtc(day, sale.startTime, sale.timeZone), closesAt: zonedTimeToUtc(day, sale.endTime, sale.timeZone) };
}

/** The push may go from `leadMs` before the sale opens, but not before `earliestTime` on its clock. */
const pushFrom = ({ day, opensAt, sale }: Opening<ReminderSale>) =>
  Math.max(opensAt.getTime() - SALE_DAY_REMINDER.leadMs, zonedTimeToUtc(day, SALE_DAY_REMINDER.earliestTime, sale.timeZone).getTime());

/**
 * A person's favorite sales open today and not yet closed, once the next of them to open opens
 * within SALE_DAY_REMINDER.leadMs (and it is past earliestTime where it is); null before that, or
 * when none opens later today (someone who favorites a sale already open knows it is).
 */
export function saleDayReminder<S extends ReminderSale>(favorites: readonly S[], now: Date): SaleDayReminder<S> | null {
  const today = favorites
    .map((sale) => openingToday(sale, now))
    .filter((opening): opening is Opening<S> => opening !== null && opening.closesAt > now)
    .sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime());
  const next = today.find((opening) => opening.opensAt > now);
  if (!next || now.getTime() < pushFrom(next)) return null;
  return { day: next.day, sales: today.map((opening) => opening.sale), next: { sale: next.sale, opensAt: next.opensAt } };
}
