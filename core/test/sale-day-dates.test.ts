import { describe, expect, it } from 'vitest';
import { localToday } from '../src/local-today';
import { datesOfDayChoice } from '../src/sale-day-dates';

describe("Filter Sales' day choice", () => {
  it('means no date for any day, and one date for today or tomorrow, across a month and a year end', () => {
    expect(datesOfDayChoice('any', '2026-05-14')).toEqual([]);
    expect(datesOfDayChoice('today', '2026-05-14')).toEqual(['2026-05-14']);
    expect(datesOfDayChoice('tomorrow', '2026-05-31')).toEqual(['2026-06-01']);
    expect(datesOfDayChoice('tomorrow', '2026-12-31')).toEqual(['2027-01-01']);
  });

  // 2026-05-11 is a Monday.
  it.each([
    ['2026-05-11', ['2026-05-16', '2026-05-17']], // Monday: the coming weekend
    ['2026-05-15', ['2026-05-16', '2026-05-17']], // Friday
    ['2026-05-16', ['2026-05-16', '2026-05-17']], // Saturday: today and tomorrow
    ['2026-05-17', ['2026-05-17']], // Sunday: what is left of it
    ['2026-12-29', ['2027-01-02', '2027-01-03']], // across the year's end
  ])('on %s means the weekend %j', (today, dates) => {
    expect(datesOfDayChoice('weekend', today)).toEqual(dates);
  });

  it('stands on the local date', () => {
    expect(localToday(new Date(2026, 4, 16, 0, 1))).toBe('2026-05-16');
  });
});
