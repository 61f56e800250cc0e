// Filter Sales' "When" (the map and Find): a day chosen relative to today, kept so (a choice of
// "Today" made on Friday still means today on Saturday morning), and the dates the API's `date`
// filter takes for it when a search is made.
import { DAY_MS } from './durations';

export type SaleDayChoice = 'any' | 'today' | 'tomorrow' | 'weekend';

const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The dates (YYYY-MM-DD) a choice means when it is `today`; none for any day. The weekend is the
 * coming Saturday and Sunday, or on a Sunday what is left of it.
 */
export function datesOfDayChoice(choice: SaleDayChoice, today: string): string[] {
  // In UTC, as calendar.ts counts days: no daylight-saving change can make one 23 or 25 hours long.
  const start = Date.parse(`${today}T00:00:00Z`);
  const daysOn = (...offsets: number[]) => offsets.map((days) => new Date(start + days * DAY_MS).toISOString().slice(0, 10));
  const weekday = new Date(start).getUTCDay();
  switch (choice) {
    case 'any':
      return [];
    case 'today':
      return [today];
    case 'tomorrow':
      return daysOn(1);
    case 'weekend':
      return weekday === SUNDAY ? [today] : daysOn(SATURDAY - weekday, SATURDAY - weekday + 1);
  }
}
