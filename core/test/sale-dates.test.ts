import { LANGUAGES } from '@yardsale/core/constants';
import { describe, expect, it } from 'vitest';
import { formatSaleDays, formatSaleHours, parseIsoDay } from '../src/sale-dates';

const messages = { invalid: 'Invalid date', error: 'Date error' };

describe('parseIsoDay', () => {
  it('reads a calendar day as local midnight', () => {
    const day = parseIsoDay('2025-06-14')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 5, 14, 0]);
  });

  it.each(['2025-02-30', '2025-13-01', '14/06/2025', '', '2025-6-1'])('refuses %j', (value) => {
    expect(parseIsoDay(value)).toBeNull();
  });
});

describe('formatSaleDays', () => {
  it('shows one day once', () => {
    expect(formatSaleDays({ startDate: '2025-06-14', endDate: '2025-06-14' }, 'en-US', messages)).toBe('Sat, Jun 14');
  });

  it('shows the first and last of the sale days as a range', () => {
    const text = formatSaleDays({ startDate: '2025-06-14', dates: ['2025-06-14', '2025-06-15', '2025-06-16'] }, 'en-US', messages);
    expect(text).toMatch(/^Sat, Jun 14\s*–\s*Mon, Jun 16$/);
  });

  it('falls back to start and end date without a dates list', () => {
    expect(formatSaleDays({ startDate: '2025-06-14', endDate: '2025-06-15', dates: [] }, 'en-US', messages)).toMatch(/Jun 14.*Jun 15/);
    expect(formatSaleDays({ startDate: '2025-06-14', endDate: null }, 'en-US', messages)).toBe('Sat, Jun 14');
  });

  it.each(LANGUAGES)('writes %s, one of the app’s languages (from tables built ahead), as Intl does', (language) => {
    const intl = new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric' });
    expect(formatSaleDays({ startDate: '2025-06-14' }, language, messages)).toBe(intl.format(new Date(2025, 5, 14)));
    expect(formatSaleDays({ startDate: '2025-12-30', endDate: '2026-01-02' }, language, messages)).toBe(
      intl.formatRange(new Date(2025, 11, 30), new Date(2026, 0, 2)),
    );
  });

  it("says 'Invalid date' for a day it cannot read", () => {
    expect(formatSaleDays({ startDate: 'soon', endDate: '2025-06-14' }, 'en-US', messages)).toBe('Invalid date');
    expect(formatSaleDays({ startDate: '2025-06-14', dates: ['2025-06-14', '2025-02-31'] }, 'en-US', messages)).toBe('Invalid date');
  });

  it("says 'Date error' when formatting fails", () => {
    expect(formatSaleDays({ startDate: '2025-06-14' }, 'not a locale!', messages)).toBe('Date error');
  });
});

describe('formatSaleHours', () => {
  it('shows the hours in the locale clock', () => {
    expect(formatSaleHours('09:00', '17:30', 'en-US')).toBe('9:00 AM – 5:30 PM');
    expect(formatSaleHours('09:00:00', '23:59', 'en-GB')).toMatch(/^0?9:00 – 23:59$/);
    // As the languages are written in the USA and Canada: Spanish on a 12-hour clock, French with 'h'.
    expect(formatSaleHours('09:00', '17:30', 'es')).toMatch(/^9:00\sa\.\s?m\. – 5:30\sp\.\s?m\.$/);
    expect(formatSaleHours('09:00', '17:30', 'fr')).toBe('9 h 00 – 17 h 30');
  });

  it('shows a time it cannot read as stored', () => {
    expect(formatSaleHours('morning', '25:00', 'en-US')).toBe('morning – 25:00');
  });
});
