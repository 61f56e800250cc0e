import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './instance';
import { Translator, type Strings } from './translator';

const files: Record<string, Strings> = {
  'en/test': {
    greeting: 'Hello {{name}}',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    nested: { deep: { text: 'Deep {{who.name}}' } },
    list: ['One {{x}}', 'Two'],
    onlyEnglish: 'Only in English',
    'Title is required.': 'Title is required.',
  },
  'en/other': { title: 'Other title' },
  'fr/test': { greeting: 'Bonjour {{name}}', days_one: '{{count}} jour', days_many: '{{count}} de jours', days_other: '{{count}} jours' },
  'fr/other': {},
};

function translator(load = (language: string, namespace: string) => Promise.resolve(files[`${language}/${namespace}`] ?? {})) {
  const plural = (language: string, count: number) => new Intl.PluralRules(language).select(count);
  return new Translator({ language: 'en', fallbackLanguage: 'en', namespaces: ['test', 'other'], bundled: { en: { test: files['en/test']! } }, load, pluralForm: plural });
}

describe('Translator', () => {
  it('reads dotted keys, interpolates values and other namespaces', async () => {
    const strings = translator();
    await strings.loadNamespaces(['other']);
    const t = strings.getFixedT('test');
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('nested.deep.text', { who: { name: 'Bo' } })).toBe('Deep Bo');
    expect(t('other:title')).toBe('Other title');
    // A value nobody gave stays visible; a missing key shows itself, or the default given.
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('missing', { defaultValue: 'As {{x}}', x: 'given' })).toBe('As given');
  });

  it('picks plural forms per language, English beneath', async () => {
    const strings = translator();
    const en = strings.getFixedT('test');
    expect([0, 1, 3].map((count) => en('days', { count }))).toEqual(['0 days', '1 day', '3 days']);
    await strings.changeLanguage('fr');
    const fr = strings.getFixedT('test');
    expect([0, 1, 2, 1e6].map((count) => fr('days', { count }))).toEqual(['0 jour', '1 jour', '2 jours', '1000000 de jours']);
    expect(fr('onlyEnglish')).toBe('Only in English');
  });

  it('returns lists with their texts interpolated when asked, and keys with dots as one name', () => {
    const t = translator().getFixedT('test');
    expect(t('list', { returnObjects: true, x: 'A' })).toEqual(['One A', 'Two']);
    expect(t('list')).toBe('list');
    expect(t('Title is required.', { keySeparator: false, nsSeparator: false })).toBe('Title is required.');
  });

  it('switches language only once its namespaces are in, telling listeners once', async () => {
    const strings = translator();
    const heard = vi.fn();
    strings.subscribe(heard);
    const change = strings.changeLanguage('fr');
    expect(strings.language).toBe('en');
    await change;
    expect(strings.language).toBe('fr');
    expect(strings.hasLoaded(['test'])).toBe(true);
    await strings.changeLanguage('fr');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('fetches a file once at a time, tells a failure once and fetches again when next asked', async () => {
    let fail = true;
    const load = vi.fn((language: string, namespace: string) => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(files[`${language}/${namespace}`] ?? {})));
    const strings = translator(load);
    const first = strings.loadNamespaces(['other']);
    const second = strings.loadNamespaces(['other']);
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    expect(strings.takeFailure(['other'])).toEqual(new Error('offline'));
    expect(strings.takeFailure(['other'])).toBeUndefined();
    fail = false;
    await strings.loadNamespaces(['other']);
    expect(strings.getFixedT('test')('other:title')).toBe('Other title');
  });

  it('keeps its language when the new one’s strings do not arrive', async () => {
    const strings = translator((language, namespace) => (language === 'fr' ? Promise.reject(new Error('offline')) : Promise.resolve(files[`${language}/${namespace}`] ?? {})));
    expect(await strings.changeLanguage('fr')).toBe(false);
    expect(strings.language).toBe('en');
    expect(strings.takeFailure(['test'], 'fr')).toBeUndefined();
  });
});

/** Intl.PluralRules, counted: each construction still builds a real one. */
function countPluralRules() {
  const Original = Intl.PluralRules;
  return vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
    return new Original(...args);
  });
}

describe("the app's translator", () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks the plural forms of whole counts without building an Intl.PluralRules, fractions with one', async () => {
    await i18n.loadNamespaces(['classifieds']);
    const built = countPluralRules();
    const t = i18n.getFixedT('classifieds');
    expect([1, 3].map((count) => t('showing', { count }))).toEqual(['Showing 1 classified', 'Showing 3 classifieds']);
    expect(built).not.toHaveBeenCalled();
    expect(t('showing', { count: 1.5 })).toBe('Showing 1.5 classifieds');
    expect(built).toHaveBeenCalled();
  });
});
