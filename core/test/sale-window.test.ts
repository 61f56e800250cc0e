import { describe, expect, it } from 'vitest';
import { TIMINGS_MS } from '../src/constants';
import { exactAddressShownFrom, saleVisibleWindow, todayInZone, zonedTimeToUtc } from '../src/sale-window';

const iso = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone).toISOString();

describe('zonedTimeToUtc', () => {
  it.each([
    // [date, time, zone, expected UTC]
    ['2025-07-01', '09:00', 'America/Vancouver', '2025-07-01T16:00:00.000Z'], // PDT, -7
    ['2025-01-15', '09:00', 'America/Vancouver', '2025-01-15T17:00:00.000Z'], // PST, -8
    ['2025-07-15', '09:00', 'America/St_Johns', '2025-07-15T11:30:00.000Z'], // NDT, -2:30
    ['2025-01-15', '09:00', 'America/St_Johns', '2025-01-15T12:30:00.000Z'], // NST, -3:30
    ['2025-07-01', '17:00', 'America/Toronto', '2025-07-01T21:00:00.000Z'], // EDT, -4
    ['2025-12-31', '23:59', 'America/Toronto', '2026-01-01T04:59:00.000Z'], // crosses the UTC year
    ['2025-06-01', '00:00', 'UTC', '2025-06-01T00:00:00.000Z'],
    ['2025-06-01', '12:00', 'Asia/Kathmandu', '2025-06-01T06:15:00.000Z'], // +5:45
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(iso(date, time, zone)).toBe(expected);
  });

  describe('spring forward (Toronto, 2025-03-09 02:00 -> 03:00)', () => {
    it('keeps times either side of the gap exact', () => {
      expect(iso('2025-03-09', '01:59', 'America/Toronto')).toBe('2025-03-09T06:59:00.000Z');
      expect(iso('2025-03-09', '03:00', 'America/Toronto')).toBe('2025-03-09T07:00:00.000Z');
    });

    it('reads a skipped time with the offset before the change (02:30 -> 03:30 EDT)', () => {
      expect(iso('2025-03-09', '02:30', 'America/Toronto')).toBe('2025-03-09T07:30:00.000Z');
      expect(iso('2025-03-09', '02:00', 'America/Toronto')).toBe('2025-03-09T07:00:00.000Z');
    });

    it('handles a half-hour zone the same way (St. John\'s)', () => {
      expect(iso('2025-03-09', '02:30', 'America/St_Johns')).toBe('2025-03-09T06:00:00.000Z');
    });

    it('handles a 30-minute daylight shift (Lord Howe, 02:00 -> 02:30)', () => {
      expect(iso('2025-10-05', '02:15', 'Australia/Lord_Howe')).toBe('2025-10-04T15:45:00.000Z');
    });
  });

  describe('fall back (Toronto, 2025-11-02 02:00 -> 01:00)', () => {
    it('resolves a repeated time to its first occurrence (daylight time)', () => {
      expect(iso('2025-11-02', '01:30', 'America/Toronto')).toBe('2025-11-02T05:30:00.000Z');
      expect(iso('2025-11-02', '01:00', 'America/Toronto')).toBe('2025-11-02T05:00:00.000Z');
    });

    it('keeps times either side of the overlap exact', () => {
      expect(iso('2025-11-02', '00:59', 'America/Toronto')).toBe('2025-11-02T04:59:00.000Z');
      expect(iso('2025-11-02', '02:00', 'America/Toronto')).toBe('2025-11-02T07:00:00.000Z');
    });

    it('does the same in Vancouver and St. John\'s', () => {
      expect(iso('2025-11-02', '01:30', 'America/Vancouver')).toBe('2025-11-02T08:30:00.000Z');
      expect(iso('2025-11-02', '01:30', 'America/St_Johns')).toBe('2025-11-02T04:00:00.000Z');
    });
  });

  it.each([
    ['2025-02-30', '09:00', 'America/Toronto'],
    ['2025-13-01', '09:00', 'America/Toronto'],
    ['25-01-01', '09:00', 'America/Toronto'],
    ['2025-01-01', '24:00', 'America/Toronto'],
    ['2025-01-01', '9:00', 'America/Toronto'],
    ['2025-01-01', '09:00', 'Mars/Olympus_Mons'],
  ])('rejects %s %s in %s with a RangeError', (date, time, zone) => {
    expect(() => zonedTimeToUtc(date, time, zone)).toThrow(RangeError);
  });
});

describe('todayInZone', () => {
  // 05:00 UTC on 1 July: still 30 June on the west coast, already 1 July further east.
  const now = new Date('2025-07-01T05:00:00Z');

  it.each([
    ['America/Vancouver', '2025-06-30'],
    ['America/Toronto', '2025-07-01'],
    ['America/St_Johns', '2025-07-01'],
    ['Pacific/Auckland', '2025-07-01'],
  ])('in %s it is %s', (zone, expected) => {
    expect(todayInZone(zone, now)).toBe(expected);
  });

  it('turns over at local midnight, to the minute', () => {
    expect(todayInZone('America/St_Johns', new Date('2025-07-01T02:29:00Z'))).toBe('2025-06-30');
    expect(todayInZone('America/St_Johns', new Date('2025-07-01T02:30:00Z'))).toBe('2025-07-01');
  });
});

describe('saleVisibleWindow', () => {
  const postedAt = new Date('2025-07-01T12:00:00Z');
  const schedule = { startTime: '09:00', endTime: '17:00' };

  it('lasts until 30 minutes after the end time of the last date, in the sale\'s zone', () => {
    const window = saleVisibleWindow(
      { ...schedule, dates: ['2025-07-12', '2025-07-11'], timeZone: 'America/Vancouver' },
      postedAt,
    );
    // 17:00 PDT on 12 July is 00:00 UTC on the 13th.
    expect(window.visibleUntil.toISOString()).toBe('2025-07-13T00:30:00.000Z');
    expect(window.visibleUntil.getTime() - zonedTimeToUtc('2025-07-12', '17:00', 'America/Vancouver').getTime()).toBe(
      TIMINGS_MS.listingExpiryGrace,
    );
  });

  it('is visible from the moment it is posted', () => {
    const window = saleVisibleWindow({ ...schedule, dates: ['2025-07-05'], timeZone: 'America/Toronto' }, postedAt);
    expect(window.visibleFrom.toISOString()).toBe(postedAt.toISOString());
  });

  it('never starts after it ends, even when posted after a same-day sale ended', () => {
    const late = new Date('2025-07-01T23:00:00Z'); // 19:00 in Toronto
    const window = saleVisibleWindow({ ...schedule, dates: ['2025-07-01'], timeZone: 'America/Toronto' }, late);
    expect(window.visibleUntil.toISOString()).toBe('2025-07-01T21:30:00.000Z');
    expect(window.visibleFrom.getTime()).toBe(window.visibleUntil.getTime());
  });

  it('uses the zone of the sale across a daylight change between its dates', () => {
    const window = saleVisibleWindow(
      { ...schedule, dates: ['2025-11-01', '2025-11-02'], timeZone: 'America/St_Johns' },
      postedAt,
    );
    expect(window.visibleUntil.toISOString()).toBe('2025-11-02T21:00:00.000Z'); // 17:00 NST + 30 min
  });

  it('rejects a sale without dates or with a malformed date or time', () => {
    const base = { ...schedule, timeZone: 'America/Toronto' };
    expect(() => saleVisibleWindow({ ...base, dates: [] }, postedAt)).toThrow(RangeError);
    expect(() => saleVisibleWindow({ ...base, dates: ['2025-07-01', 'soon'] }, postedAt)).toThrow(RangeError);
    expect(() => saleVisibleWindow({ ...base, dates: ['2025-07-01'], startTime: 'noon' }, postedAt)).toThrow(
      RangeError,
    );
  });
});

describe('exactAddressShownFrom (decision 0069)', () => {
  it('is 6 PM in the sale’s zone the day before its first date, whatever order the dates come in', () => {
    expect(exactAddressShownFrom({ dates: ['2025-06-15', '2025-06-14'], timeZone: 'America/Toronto' }).toISOString()).toBe('2025-06-13T22:00:00.000Z');
    expect(exactAddressShownFrom({ dates: ['2025-12-06'], timeZone: 'America/Vancouver' }).toISOString()).toBe('2025-12-06T02:00:00.000Z');
  });

  it('follows the zone across a change of clocks and a month’s end', () => {
    // Clocks go back on 2025-11-02: the evening before is still on daylight time (UTC-4).
    expect(exactAddressShownFrom({ dates: ['2025-11-02'], timeZone: 'America/Toronto' }).toISOString()).toBe('2025-11-01T22:00:00.000Z');
    expect(exactAddressShownFrom({ dates: ['2026-03-01'], timeZone: 'America/Halifax' }).toISOString()).toBe('2026-02-28T22:00:00.000Z');
  });

  it('refuses a sale without dates', () => {
    expect(() => exactAddressShownFrom({ dates: [], timeZone: 'America/Toronto' })).toThrow(RangeError);
  });
});
