import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@yardsale/core/constants';
import { withPreparedPluralForms } from './i18n-plural-forms';
import { SHELL_NAMESPACES } from './shell-namespaces';

// Each feature keeps its strings in locales/<language>/<namespace>.json. The few namespaces every
// screen uses ship in the first bundle; a screen's own namespaces load together with its code (the
// router asks for them), so /auth does not download the terms' text. A namespace nobody asked for
// ahead is still loaded on first use: react-i18next suspends until it arrives.
const shellFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{common,validation,ads,pwa}.json', { eager: true });
const namespaceFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/en/{common,validation,ads,pwa}.json']);

const namespaceOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const shellEnglish = Object.fromEntries(Object.entries(shellFiles).map(([file, mod]) => [namespaceOf(file), mod.default]));

/** Every namespace there is, for tests that render any screen. */
export const ALL_NAMESPACES = [...new Set([...Object.keys(shellFiles), ...Object.keys(namespaceFiles)].map(namespaceOf))];

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespaceFiles[`../locales/${language}/${namespace}.json`];
    // A language without this file falls back to English key by key.
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
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
