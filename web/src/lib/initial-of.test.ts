import { describe, expect, it } from 'vitest';
import { initialOf } from './initial-of';

describe('initialOf', () => {
  it('takes the first letter, upper-cased', () => {
    expect(initialOf('bartholomew')).toBe('B');
    expect(initialOf('  émile')).toBe('É');
  });

  it('keeps an emoji of several code points whole', () => {
    expect(initialOf('👩🏽‍🌾Bartholomew')).toBe('👩🏽‍🌾');
    expect(initialOf('🚲 Bikes')).toBe('🚲');
  });

  it('is empty for an empty name', () => {
    expect(initialOf('')).toBe('');
    expect(initialOf('   ')).toBe('');
  });
});
