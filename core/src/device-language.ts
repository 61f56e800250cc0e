import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STORAGE_KEYS, type Language } from './constants';

/**
 * The language a device's pages speak: the one last chosen on it (or its signed-in account's),
 * else the first of the browser's languages the app speaks ('fr-CA' → fr), else English.
 */
export function deviceLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored && isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The same rule for the page loader's inline script (which must run before any module): an
 * expression of `n` (navigator) that is true when the device's pages speak English, the language
 * prerendered pages are written in. core/test/device-language.test.ts holds the two to one answer.
 */
export const DEVICE_SPEAKS_DEFAULT_JS =
  `(function(){var L=${JSON.stringify(LANGUAGES)},s;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})}catch(e){}` +
  `if(L.indexOf(s)>=0)return s===${JSON.stringify(DEFAULT_LANGUAGE)};var b=n.languages||[n.language||''];` +
  `for(var i=0;i<b.length;i++){var p=String(b[i]).toLowerCase().split('-')[0];if(L.indexOf(p)>=0)return p===${JSON.stringify(DEFAULT_LANGUAGE)}}return true})()`;
