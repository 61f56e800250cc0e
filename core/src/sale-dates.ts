// How a sale's days and hours read on Find's cards, the sale sheet and the alert e-mail (SPEC
// section 5: 'Invalid date' for a date that cannot be read, 'Date error' when formatting fails).
import { isLanguage } from './constants';
import { DAY_FORMAT_OPTIONS, formatDay, formatDayRange } from './day-format';
import { dateTimeFormat } from './intl-format';
import { DAY_FORMATS } from './locale-data/day-formats';

export interface SaleDays {
  startDate: string;
  endDate?: string | null;
  dates?: readonly string[] | null;
}

export interface DateMessages {
  invalid: string;
  error: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})/;

/** A YYYY-MM-DD day as a local date at midnight, or null when it is no real calendar day. */
export function parseIsoDay(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return sameDay ? date : null;
}

/** 'Sat, Jun 14' or 'Sat, Jun 14 – Mon, Jun 16' (first and last day of the sale); null when a day cannot be read. */
export function saleDaysText(sale: SaleDays, locale: string): string | null {
  const days = sale.dates?.length ? sale.dates : [sale.startDate, sale.endDate || sale.startDate];
  const first = parseIsoDay(days[0] ?? '');
  const last = parseIsoDay(days.at(-1) ?? '');
  if (!first || !last) return null;
  const sameDay = first.getTime() === last.getTime();
  // The app's languages from tables built ahead (no Intl, whose first formatter is a long task).
  if (isLanguage(locale)) {
    const table = DAY_FORMATS[locale];
    return sameDay ? formatDay(table, first) : formatDayRange(table, first, last);
  }
  const format = dateTimeFormat(locale, DAY_FORMAT_OPTIONS);
  return sameDay ? format.format(first) : format.formatRange(first, last);
}

/** saleDaysText for the screens, with the spec's words for a day that cannot be read or written. */
export function formatSaleDays(sale: SaleDays, locale: string, messages: DateMessages): string {
  try {
    return saleDaysText(sale, locale) ?? messages.invalid;
  } catch {
    return messages.error;
  }
}

/** '9:00 AM' in the locale's clock; a time that cannot be read is shown as stored. Throws on a locale Intl refuses. */
export function formatSaleTime(value: string, locale: string): string {
  const match = TIME.exec(value);
  if (!match) return value;
  const [hours, minutes] = match.slice(1).map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return value;
  const instant = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(instant);
}

/** '9:00 AM – 5:00 PM' in the locale's clock; a time that cannot be read is shown as stored. */
export function formatSaleHours(startTime: string, endTime: string, locale: string): string {
  try {
    return `${formatSaleTime(startTime, locale)} – ${formatSaleTime(endTime, locale)}`;
  } catch {
    return `${startTime} – ${endTime}`;
  }
}
