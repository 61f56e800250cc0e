import { describe, expect, it } from 'vitest';
import { DEVICE_SPEAKS_DEFAULT_JS, deviceLanguage } from '../src/device-language';

/** Runs the page loader's copy of the rule against a stored choice and a browser's languages. */
function loaderSaysDefault(stored: string | null, languages: string[] | undefined, language = ''): boolean {
  const storage = { getItem: () => stored };
  return new Function('n', 'localStorage', `return ${DEVICE_SPEAKS_DEFAULT_JS}`)({ languages, language }, storage) as boolean;
}

const CASES: [string | null, string[], string][] = [
  [null, ['fr-CA', 'en-CA'], 'fr'],
  [null, ['en-US', 'fr'], 'en'],
  [null, ['pt-BR', 'es-MX'], 'es'],
  [null, ['zh-Hant-TW'], 'zh'],
  [null, ['KO'], 'ko'],
  [null, ['pt-BR'], 'en'],
  [null, [], 'en'],
  ['de', ['fr-CA'], 'de'],
  ['en', ['ja-JP'], 'en'],
  ['xx', ['ja-JP'], 'ja'],
];

describe("a device's language", () => {
  it.each(CASES)('stored %s with browser languages %j is %s', (stored, languages, expected) => {
    expect(deviceLanguage(stored, languages)).toBe(expected);
  });

  it("is English for the page loader exactly when it is for the app", () => {
    for (const [stored, languages, expected] of CASES) expect(loaderSaysDefault(stored, languages)).toBe(expected === 'en');
    // Browsers without navigator.languages give one language.
    expect(loaderSaysDefault(null, undefined, 'fr-FR')).toBe(false);
    expect(loaderSaysDefault(null, undefined, '')).toBe(true);
  });

  it('is English for the page loader when storage cannot be read', () => {
    const storage = { getItem: () => { throw new Error('denied'); } };
    expect(new Function('n', 'localStorage', `return ${DEVICE_SPEAKS_DEFAULT_JS}`)({ languages: ['en-US'] }, storage)).toBe(true);
  });
});
