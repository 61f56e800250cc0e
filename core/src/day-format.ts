// A sale's days ('Sat, Jun 14', 'Sat, Jun 14 – Mon, Jun 16') from tables prepared at build time
// (locale-data/day-formats.ts, derived from Intl) instead of Intl: the first Intl object of a page
// loads the browser's locale data, one 140-200 ms task on a 4x slower phone, which Find paid while
// drawing its first cards. The tables write what Intl writes, checked in core/test/locale-data.test.ts
// for three years of days and ranges in every language.

/**
 * A pattern's fields, in braces: {w} the weekday's short name, {M} the month's short name, {m} and
 * {mm} the month's number (01 for the second), {d} and {dd} the day's, {y} the year. In a range's
 * patterns a field ending in 1 reads the first day, in 2 the last; without either, both days agree.
 */
export interface DayFormatTable {
  /** Sunday first, as Date#getDay counts. */
  weekdays: readonly string[];
  months: readonly string[];
  day: string;
  range: {
    sameMonth: string;
    sameYear: string;
    otherYears: string;
  };
}

/** The Intl options whose output the tables reproduce. */
export const DAY_FORMAT_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

const FIELD = /\{(w|M|mm?|dd?|y)([12]?)\}/g;

export const twoDigits = (value: number) => String(value).padStart(2, '0');

function fill(pattern: string, table: DayFormatTable, first: Date, last: Date): string {
  return pattern.replace(FIELD, (_, field: string, which: string) => {
    const date = which === '2' ? last : first;
    switch (field) {
      case 'w':
        return table.weekdays[date.getDay()]!;
      case 'M':
        return table.months[date.getMonth()]!;
      case 'm':
        return String(date.getMonth() + 1);
      case 'mm':
        return twoDigits(date.getMonth() + 1);
      case 'd':
        return String(date.getDate());
      case 'dd':
        return twoDigits(date.getDate());
      default:
        return String(date.getFullYear());
    }
  });
}

/** One local day, as Intl.DateTimeFormat(language, DAY_FORMAT_OPTIONS) writes it. */
export const formatDay = (table: DayFormatTable, date: Date): string => fill(table.day, table, date, date);

/** Two different local days, as that format's formatRange writes them. */
export function formatDayRange(table: DayFormatTable, first: Date, last: Date): string {
  const pattern =
    first.getFullYear() !== last.getFullYear()
      ? table.range.otherYears
      : first.getMonth() !== last.getMonth()
        ? table.range.sameYear
        : table.range.sameMonth;
  return fill(pattern, table, first, last);
}
