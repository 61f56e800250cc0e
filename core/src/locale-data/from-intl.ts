// Derives each language's tables (day-format.ts, number-format.ts, plural-form.ts) from this
// machine's Intl: scripts/generate-locale-data.mjs writes them into this folder, and
// core/test/locale-data.test.ts checks that they are still what Intl says.
import { DAY_FORMAT_OPTIONS, twoDigits, type DayFormatTable } from '../day-format';
import type { Language } from '../constants';
import { NUMBER_LOCALES, type NumberFormatTable } from '../number-format';
import type { PluralFormsTable } from '../plural-form';

type Part = Intl.DateTimeFormatPart & { source?: 'startRange' | 'endRange' | 'shared' };

// Days and months under 10 tell a number from a two-digit one ('5' and '05').
const SAMPLE = new Date(2026, 0, 5);
const RANGE_SAMPLES = {
  sameMonth: [SAMPLE, new Date(2026, 0, 7)],
  sameYear: [SAMPLE, new Date(2026, 1, 3)],
  otherYears: [SAMPLE, new Date(2027, 1, 3)],
} as const;

type Names = Pick<DayFormatTable, 'weekdays' | 'months'>;

/** The fields that could have written a part of a date: each field and what it writes for that date. */
const CANDIDATES: Partial<Record<Intl.DateTimeFormatPartTypes, (date: Date, names: Names) => [string, string | undefined][]>> = {
  weekday: (date, names) => [['w', names.weekdays[date.getDay()]]],
  month: (date, names) => [
    ['M', names.months[date.getMonth()]],
    ['m', String(date.getMonth() + 1)],
    ['mm', twoDigits(date.getMonth() + 1)],
  ],
  day: (date) => [
    ['d', String(date.getDate())],
    ['dd', twoDigits(date.getDate())],
  ],
  year: (date) => [['y', String(date.getFullYear())]],
};

function fieldOf({ type, value }: Part, date: Date, names: Names): string {
  const field = CANDIDATES[type]?.(date, names).find(([, written]) => written === value)?.[0];
  if (!field) throw new Error(`Intl wrote the ${type} of ${date.toDateString()} as "${value}", which no day-format field writes`);
  return field;
}

function patternOf(parts: Part[], first: Date, last: Date, names: Names): string {
  return parts
    .map((part) => {
      if (part.type === 'literal') {
        if (/[{}]/.test(part.value)) throw new Error(`A literal with a brace cannot be written in a pattern: "${part.value}"`);
        return part.value;
      }
      const which = part.source === 'startRange' ? '1' : part.source === 'endRange' ? '2' : '';
      return `{${fieldOf(part, which === '2' ? last : first, names)}${which}}`;
    })
    .join('');
}

export function dayFormatFromIntl(language: string): DayFormatTable {
  const format = new Intl.DateTimeFormat(language, DAY_FORMAT_OPTIONS);
  const nameOf = (date: Date, type: 'weekday' | 'month') => format.formatToParts(date).find((part) => part.type === type)!.value;
  const names = {
    // 1 February 2026 is a Sunday.
    weekdays: Array.from({ length: 7 }, (_, day) => nameOf(new Date(2026, 1, 1 + day), 'weekday')),
    months: Array.from({ length: 12 }, (_, month) => nameOf(new Date(2026, month, 15), 'month')),
  };
  const rangePattern = ([first, last]: readonly [Date, Date]) => patternOf(format.formatRangeToParts(first, last), first, last, names);
  return {
    ...names,
    day: patternOf(format.formatToParts(SAMPLE), SAMPLE, SAMPLE, names),
    range: {
      sameMonth: rangePattern(RANGE_SAMPLES.sameMonth),
      sameYear: rangePattern(RANGE_SAMPLES.sameYear),
      otherYears: rangePattern(RANGE_SAMPLES.otherYears),
    },
  };
}

/** Intl's way of writing US dollars in `locale`, with the symbol '$' (not 'US$'). */
export const dollarFormat = (locale: string, fractionDigits: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

export function numberFormatFromIntl(language: Language): NumberFormatTable {
  const locale = NUMBER_LOCALES[language];
  const partOf = (amount: number, type: Intl.NumberFormatPartTypes) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).formatToParts(amount).find((part) => part.type === type)?.value;
  const group = partOf(1234567.5, 'group');
  const decimal = partOf(1234567.5, 'decimal');
  if (!group || !decimal) throw new Error(`Intl writes no group or decimal separator for ${locale}`);
  // Everything around the number's own parts: the symbol and any space beside it.
  const dollars = dollarFormat(locale, 2).formatToParts(12.5);
  const numberParts = new Set<string>(['integer', 'group', 'decimal', 'fraction']);
  const first = dollars.findIndex((part) => numberParts.has(part.type));
  const last = dollars.findLastIndex((part) => numberParts.has(part.type));
  const around = (parts: Intl.NumberFormatPart[]) => parts.map((part) => part.value).join('');
  return {
    group,
    decimal,
    minimumGroupingDigits: partOf(1000, 'group') ? 1 : partOf(10000, 'group') ? 2 : 3,
    dollarsBefore: around(dollars.slice(0, first)),
    dollarsAfter: around(dollars.slice(last + 1)),
  };
}

export function pluralFormsFromIntl(language: string): PluralFormsTable {
  const rules = new Intl.PluralRules(language);
  return {
    categories: rules.resolvedOptions().pluralCategories,
    zero: rules.select(0),
    one: rules.select(1),
    millions: rules.select(1e6),
    other: rules.select(2),
  };
}
