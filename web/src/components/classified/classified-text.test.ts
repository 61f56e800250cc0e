import { describe, expect, it } from 'vitest';
import { ageInDays, formatPrice, isExpired, isFree, needsRefresh } from './classified-text';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-20T12:00:00Z');
const postedDaysAgo = (days: number, renewedDaysAgo = days) => ({
  createdAt: new Date(now - days * DAY).toISOString(),
  renewedAt: new Date(now - renewedDaysAgo * DAY).toISOString(),
});

describe('formatPrice', () => {
  it("shows 0 as 'Free'", () => {
    expect(formatPrice('0.00', 'en', 'Free')).toBe('Free');
    expect(isFree('0.00')).toBe(true);
    expect(isFree('0.01')).toBe(false);
  });
  it('drops .00 and keeps cents', () => {
    expect(formatPrice('250.00', 'en', 'Free')).toBe('$250');
    expect(formatPrice('12.50', 'en', 'Free')).toBe('$12.50');
    expect(formatPrice('1234567.89', 'en', 'Free')).toBe('$1,234,567.89');
  });
  it('writes dollars as each language does in North America (tables built ahead), and other locales through Intl', () => {
    expect(formatPrice('1250.50', 'fr', 'Gratuit')).toBe('1\u00a0250,50\u00a0$');
    expect(formatPrice('1250.00', 'es', 'Gratis')).toBe('$1,250');
    expect(formatPrice('1250.00', 'de', 'Gratis')).toBe('1.250\u00a0$');
    expect(formatPrice('1250.00', 'de-CH', 'Gratis')).toBe(`$${new Intl.NumberFormat('de-CH').format(1250)}`);
  });
});

describe('ageInDays and needsRefresh', () => {
  it('counts whole days since the last refresh', () => {
    expect(ageInDays(postedDaysAgo(0), now)).toBe(0);
    expect(ageInDays(postedDaysAgo(13.9), now)).toBe(13);
    expect(ageInDays(postedDaysAgo(20, 2), now)).toBe(2);
  });
  it('asks for a refresh from 14 days on', () => {
    expect(needsRefresh(postedDaysAgo(13.9), now)).toBe(false);
    expect(needsRefresh(postedDaysAgo(14), now)).toBe(true);
    expect(needsRefresh(postedDaysAgo(30, 1), now)).toBe(false);
  });
  it('knows an expired classified', () => {
    expect(isExpired({ expiresAt: new Date(now - 1).toISOString() }, now)).toBe(true);
    expect(isExpired({ expiresAt: new Date(now + DAY).toISOString() }, now)).toBe(false);
  });
});
