import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@yardsale/core/constants';

// Each feature keeps its strings in locales/<language>/<namespace>.json. English ships in the bundle;
// other languages fall back to English key by key until their files are complete.
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const otherFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/en/*.json']);

const namespaceOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const languageOf = (file: string) => file.split('/').at(-2)!;

const english = Object.fromEntries(Object.entries(englishFiles).map(([file, mod]) => [namespaceOf(file), mod.default]));

export async function loadLanguage(language: string): Promise<void> {
  const files = Object.entries(otherFiles).filter(([file]) => languageOf(file) === language);
  await Promise.all(
    files.map(async ([file, load]) => i18n.addResourceBundle(language, namespaceOf(file), (await load()).default, true, true)),
  );
}

export async function changeLanguage(language: string): Promise<void> {
  const supported = (LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_LANGUAGE;
  await loadLanguage(supported);
  await i18n.changeLanguage(supported);
  document.documentElement.lang = supported;
}

void i18n.use(initReactI18next).init({
  resources: { en: english },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(english),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
