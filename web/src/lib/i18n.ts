import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STORAGE_KEYS } from '@yardsale/core/constants';
import { deviceLanguage } from '@yardsale/core/device-language';
import { withPreparedPluralForms } from './i18n-plural-forms';
import { SHELL_NAMESPACES } from './shell-namespaces';

// Each feature keeps its strings in locales/<language>/<namespace>.json. The few namespaces every
// screen uses ship in the first bundle; a screen's own namespaces load together with its code (the
// router asks for them), so /auth does not download the terms' text. A namespace nobody asked for
// ahead is still loaded on first use: react-i18next suspends until it arrives.
const shellFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{common,validation,ads,pwa}.json', { eager: true });
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/en/*.json', '!../locales/en/{common,validation,ads,pwa}.json']);
type NamespaceFiles = typeof englishFiles;
const filesOf = (language: string): Promise<NamespaceFiles> =>
  language === DEFAULT_LANGUAGE ? Promise.resolve(englishFiles) : import('./other-language-files').then((module) => module.otherLanguageFiles);

const namespaceOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const shellEnglish = Object.fromEntries(Object.entries(shellFiles).map(([file, mod]) => [namespaceOf(file), mod.default]));

/** Every namespace there is, for tests that render any screen. */
export const ALL_NAMESPACES = [...new Set([...Object.keys(shellFiles), ...Object.keys(englishFiles)].map(namespaceOf))];

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    filesOf(language)
      .then((files) => {
        const load = files[`../locales/${language}/${namespace}.json`];
        // A language without this file falls back to English key by key.
        return load ? load().then((mod) => mod.default) : {};
      })
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

/** Loads namespaces for the active language (and English beneath it) before a screen renders. */
export const loadNamespaces = (namespaces: readonly string[]) => i18n.loadNamespaces([...namespaces]);

export async function changeLanguage(language: string): Promise<void> {
  const supported = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  // The same language again would still redraw every translated part of the page (and restart
  // what depends on `t`, such as Find's location request) when a signed-in user's profile arrives.
  if (i18n.language !== supported) await i18n.changeLanguage(supported);
  document.documentElement.lang = supported;
}

/** A language chosen in settings or saved in the account: this device's pages speak it from then on, even before sign-in. */
export function chooseLanguage(language: string): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage refused (private mode): the language still changes for this visit.
  }
  return changeLanguage(language);
}

/** The language this device's pages speak (core's deviceLanguage): English unless chosen or the browser's. */
export function languageOfDevice(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Unreadable storage: the browser's languages decide.
  }
  return deviceLanguage(stored, navigator.languages ?? []);
}

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources: { en: shellEnglish },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
// init sets up i18next's services before it returns (its loading goes on after).
withPreparedPluralForms(i18n);

export { i18n };
