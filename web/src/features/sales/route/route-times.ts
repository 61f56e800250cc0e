// A round's times are read on the clock of its day's sales (RouteDay.timeZone), whatever zone the
// phone is set to: the person will be there.
import { addDays } from '@yardsale/core/calendar';
import { dateTimeFormat } from '@yardsale/core/intl-format';
import { todayInZone, zonedTimeToUtc } from '@yardsale/core/sale-window';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** An instant as a time field's value (HH:MM) in the zone. */
export const clockValue = (instant: number, timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(instant);

/** The day at a time field's value in the zone; the day's start for a value that is no time (a cleared field). */
export const instantOf = (day: string, clock: string, timeZone: string) => zonedTimeToUtc(day, CLOCK.test(clock) ? clock : '00:00', timeZone).getTime();

/** '9:40 AM' in the reader's language, in the zone. */
export const clockText = (instant: number, language: string, timeZone: string) => dateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);

/** Today's date (YYYY-MM-DD) in the zone, or a later one `offsetDays` on. */
export const dayInZone = (timeZone: string, offsetDays = 0) => addDays(todayInZone(timeZone), offsetDays);
