import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS } from '@yardsale/core/constants';
import { deviceLanguage } from '@yardsale/core/device-language';
import { PLURAL_FORMS } from '@yardsale/core/locale-data/plural-forms';
import { pluralFormOf } from '@yardsale/core/plural-form';
import { Translator, type Strings } from './translator';

// Each feature keeps its strings in locales/<language>/<namespace>.json. The few namespaces every
// screen uses ship in the first bundle; a screen's own namespaces load together with its code (the
// router asks for them), so /auth does not download the terms' text. A namespace nobody asked for
// ahead is still loaded on first use: useTranslation suspends until it arrives.
const shellFiles = import.meta.glob<{ default: Strings }>('../../locales/en/{common,validation,ads}.json', { eager: true });
const englishFiles = import.meta.glob<{ default: Strings }>(['../../locales/en/*.json', '!../../locales/en/{common,validation,ads}.json']);
type NamespaceFiles = typeof englishFiles;
const filesOf = (language: string): Promise<NamespaceFiles> =>
  language === DEFAULT_LANGUAGE ? Promise.resolve(englishFiles) : import('./other-language-files').then((module) => module.otherLanguageFiles);

const namespaceOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const shellEnglish = Object.fromEntries(Object.entries(shellFiles).map(([file, mod]) => [namespaceOf(file), mod.default]));

/** Every namespace there is, for tests that render any screen. */
export const ALL_NAMESPACES = [...new Set([...Object.keys(shellFiles), ...Object.keys(englishFiles)].map(namespaceOf))];

async function loadStrings(language: string, namespace: string): Promise<Strings> {
  const load = (await filesOf(language))[`../../locales/${language}/${namespace}.json`];
  // A language without this file falls back to English key by key.
  return load ? (await load()).default : {};
}

// Whole counts take the plural forms prepared at build time: the first Intl object of a page loads
// the browser's locale data, one 100-200 ms task on a 4x slower phone (decision 0027). Fractions ask
// Intl, built on first need.
const intlRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  const prepared = isLanguage(language) ? pluralFormOf(PLURAL_FORMS[language], count) : undefined;
  if (prepared) return prepared;
  let rules = intlRules.get(language);
  if (!rules) intlRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export const i18n = new Translator({
  language: DEFAULT_LANGUAGE,
  fallbackLanguage: DEFAULT_LANGUAGE,
  namespaces: ALL_NAMESPACES,
  bundled: { [DEFAULT_LANGUAGE]: shellEnglish },
  load: loadStrings,
  pluralForm,
});

/** The namespace a `t` reads when none is named. */
export const DEFAULT_NAMESPACE = 'common';

/** Loads namespaces for the active language (and English beneath it) before a screen renders. */
export const loadNamespaces = (namespaces: readonly string[]) => i18n.loadNamespaces(namespaces);

/**
 * Speaks `language` (English if the app has no such language) once its strings are in. Strings that
 * did not arrive (offline) leave the page in the language it speaks: false then.
 */
export async function changeLanguage(language: string): Promise<boolean> {
  const changed = await i18n.changeLanguage(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  document.documentElement.lang = i18n.language;
  return changed;
}

/**
 * A language chosen in settings or saved in the account: this device's pages speak it from then on,
 * even before sign-in. False if its strings could not be fetched: nothing changed, nor is kept.
 */
export async function chooseLanguage(language: string): Promise<boolean> {
  if (!(await changeLanguage(language))) return false;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage refused (private mode): the language still changes for this visit.
  }
  return true;
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
