import { describe, expect, it } from 'vitest';
import { formatPrice, isFree } from '../src/classified-price';

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
