import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { useDistanceText } from './use-distance-text';

const distanceText = () => renderHook(() => useDistanceText()).result.current;

describe('a distance in the reader’s language', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  // The number and its unit are joined by a no-break space, so a line never ends between them.
  it("is the spec's text in English: metres under 1 km, else one decimal of km", () => {
    const text = distanceText();
    expect(text(0, 'km')).toBe('0m away');
    expect(text(0.4567, 'km')).toBe('457m away');
    expect(text(1, 'km')).toBe('1.0\u00a0km away');
    expect(text(12.345, 'km')).toBe('12.3\u00a0km away');
  });

  it('stays in miles for a reader of miles: feet under a tenth of a mile', () => {
    const text = distanceText();
    expect(text(0.1, 'miles')).toBe('330\u00a0ft away');
    expect(text(0.4567, 'miles')).toBe('0.3\u00a0mi away');
    expect(text(1.609344 * 2, 'miles')).toBe('2.0\u00a0mi away');
    expect(text(16.09344 * 1000, 'miles')).toBe('10,000.0\u00a0mi away');
  });

  it("is written with the language's words and decimal mark", async () => {
    await changeLanguage('fr');
    expect(distanceText()(1.4, 'km')).toBe('à 1,4\u00a0km');
    await changeLanguage('de');
    expect(distanceText()(0.25, 'km')).toBe('250\u00a0m entfernt');
    await changeLanguage('ja');
    expect(distanceText()(1.609344 * 3, 'miles')).toBe('3.0\u00a0マイル先');
    await changeLanguage('fr');
    expect(distanceText()(0.05, 'miles')).toBe('à 160\u00a0pi');
  });
});
