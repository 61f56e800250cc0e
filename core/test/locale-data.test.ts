import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/constants';
import { DAY_FORMAT_OPTIONS, formatDay, formatDayRange } from '../src/day-format';
import { DAY_FORMATS } from '../src/locale-data/day-formats';
import { dayFormatFromIntl, dollarFormat, numberFormatFromIntl, pluralFormsFromIntl } from '../src/locale-data/from-intl';
import { NUMBER_FORMATS } from '../src/locale-data/number-formats';
import { PLURAL_FORMS } from '../src/locale-data/plural-forms';
import { formatAmount, formatDollars, NUMBER_LOCALES } from '../src/number-format';
import { pluralFormOf } from '../src/plural-form';

// Every day of three years (2028 has a 29 February), at local midnight as sale days are read, each
// with ranges of a few lengths that cross months and years.
const DAYS = Array.from({ length: 3 * 365 + 1 }, (_, index) => new Date(2026, 0, 1 + index));
const RANGE_LENGTHS = [1, 2, 6, 13, 40, 400];

// Amounts in cents: every one up to $1,000 and a spread of larger ones up to $100 million.
const CENTS = [...Array.from({ length: 100_001 }, (_, cents) => cents), ...Array.from({ length: 2_000 }, (_, step) => 100_001 + step * step * 2_503)];

describe('locale data prepared at build time', () => {
  it.each(LANGUAGES)('%s: the tables are what this Node’s Intl derives (else run npm run generate:locale-data)', (language) => {
    expect(DAY_FORMATS[language]).toEqual(dayFormatFromIntl(language));
    expect(NUMBER_FORMATS[language]).toEqual(numberFormatFromIntl(language));
    expect(PLURAL_FORMS[language]).toEqual(pluralFormsFromIntl(language));
  });

  it.each(LANGUAGES)('%s: every day and range reads as Intl writes it', (language) => {
    const intl = new Intl.DateTimeFormat(language, DAY_FORMAT_OPTIONS);
    const table = DAY_FORMATS[language];
    expect(DAYS.at(-1)!.toDateString()).toBe('Sun Dec 31 2028');
    const wrong: string[] = [];
    for (const day of DAYS) {
      if (formatDay(table, day) !== intl.format(day)) wrong.push(`${day.toDateString()}: ${formatDay(table, day)}`);
      for (const length of RANGE_LENGTHS) {
        const last = new Date(day.getFullYear(), day.getMonth(), day.getDate() + length);
        const written = formatDayRange(table, day, last);
        if (written !== intl.formatRange(day, last)) wrong.push(`${day.toDateString()} + ${length}: ${written}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: amounts with and without cents, dollars, and distances with tenths, read as Intl writes them in North America', (language) => {
    const locale = NUMBER_LOCALES[language];
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const withTenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const withCents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const [dollars, wholeDollars] = [dollarFormat(locale, 2), dollarFormat(locale, 0)];
    const table = NUMBER_FORMATS[language];
    expect(CENTS.at(-1)).toBeGreaterThan(1e10);
    const wrong: string[] = [];
    for (const cents of CENTS) {
      const amount = cents / 100;
      if (formatAmount(table, amount, 2) !== withCents.format(amount)) wrong.push(`${amount}: ${formatAmount(table, amount, 2)}`);
      if (cents % 97 === 0 && formatDollars(table, amount, 2) !== dollars.format(amount)) wrong.push(`${amount}: ${formatDollars(table, amount, 2)}`);
      if (cents % 100 === 0 && formatDollars(table, amount, 0) !== wholeDollars.format(amount)) wrong.push(`${amount}: ${formatDollars(table, amount, 0)}`);
      if (cents % 100 === 0 && formatAmount(table, amount, 0) !== whole.format(amount)) wrong.push(`${amount}: ${formatAmount(table, amount, 0)}`);
      if (cents % 10 === 0 && formatAmount(table, amount, 1) !== withTenths.format(amount)) wrong.push(`${amount}: ${formatAmount(table, amount, 1)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: whole counts take the plural form Intl gives them', (language) => {
    const intl = new Intl.PluralRules(language);
    const counts = [...Array.from({ length: 20_001 }, (_, count) => count), ...Array.from({ length: 999 }, (_, step) => (step + 1) * 1e6), 1e6 + 1, 999_999_999];
    const wrong = counts.filter((count) => pluralFormOf(PLURAL_FORMS[language], count) !== intl.select(count));
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(PLURAL_FORMS[language].categories).toEqual(intl.resolvedOptions().pluralCategories);
  });

  it('leaves fractions, negative and huge counts to Intl', () => {
    expect([1.5, -1, 1e9, Number.NaN].map((count) => pluralFormOf(PLURAL_FORMS.en, count))).toEqual([undefined, undefined, undefined, undefined]);
  });

  // Intl sets the range's dash between thin spaces; Canadian French groups thousands with a no-break space.
  it('writes the spec’s examples', () => {
    const june14 = new Date(2025, 5, 14);
    expect(formatDay(DAY_FORMATS.en, june14)).toBe('Sat, Jun 14');
    expect(formatDayRange(DAY_FORMATS.en, june14, new Date(2025, 5, 16))).toBe('Sat, Jun 14\u2009–\u2009Mon, Jun 16');
    expect(formatDayRange(DAY_FORMATS.fr, june14, new Date(2025, 5, 16))).toBe('sam. 14\u2009–\u2009lun. 16 juin');
    expect(formatDayRange(DAY_FORMATS.ja, new Date(2025, 11, 31), new Date(2026, 0, 2))).toBe('2025/12/31(水)～2026/01/02(金)');
    expect(formatAmount(NUMBER_FORMATS.en, 1250, 0)).toBe('1,250');
    expect(formatAmount(NUMBER_FORMATS.en, 12.5, 2)).toBe('12.50');
    expect(formatAmount(NUMBER_FORMATS.es, 1250, 0)).toBe('1,250'); // as in the US, not Spain's '1250'
    expect(formatDollars(NUMBER_FORMATS.fr, 1450.5, 2)).toBe('1\u00a0450,50\u00a0$'); // as in Canada
    expect(formatDollars(NUMBER_FORMATS.de, 1450, 0)).toBe('1.450\u00a0$');
    expect(formatAmount(NUMBER_FORMATS.fr, 1250.5, 2)).toBe('1\u00a0250,50');
  });
});
