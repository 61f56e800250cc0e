import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../src/intl-format';

describe('dateTimeFormat and numberFormat', () => {
  it('build one formatter per language and options, and format as Intl does', () => {
    const options = { weekday: 'short', month: 'short', day: 'numeric' } as const;
    const first = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(first);
    expect(dateTimeFormat('fr-CA', options)).not.toBe(first);
    expect(dateTimeFormat('en-US', { ...options, weekday: 'long' })).not.toBe(first);
    expect(first.format(new Date(2025, 5, 14))).toBe('Sat, Jun 14');
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(numberFormat('en-US', { maximumFractionDigits: 2 }));
    expect(numberFormat('en-US', { minimumFractionDigits: 2 }).format(1250)).toBe('1,250.00');
  });

  it('a date format and a number format with the same options are different formatters', () => {
    expect(numberFormat('en-US', {})).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat('en-US', {})).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('throws RangeError for a locale Intl rejects, every time (nothing is cached)', () => {
    expect(() => dateTimeFormat('not a locale!', {})).toThrow(RangeError);
    expect(() => dateTimeFormat('not a locale!', {})).toThrow(RangeError);
    expect(() => numberFormat('en-US', { maximumFractionDigits: 200 })).toThrow(RangeError);
  });
});
