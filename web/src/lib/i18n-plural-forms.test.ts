import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPreparedPluralForms } from './i18n-plural-forms';

const resources = {
  en: { test: { days_one: '{{count}} day', days_other: '{{count}} days', place_ordinal_one: '{{count}}st', place_ordinal_two: '{{count}}nd', place_ordinal_few: '{{count}}rd', place_ordinal_other: '{{count}}th' } },
  fr: { test: { days_one: '{{count}} jour', days_many: '{{count}} de jours', days_other: '{{count}} jours' } },
};

/** Intl.PluralRules, counted: each construction still builds a real one. */
function countPluralRules() {
  const Original = Intl.PluralRules;
  return vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
    return new Original(...args);
  });
}

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng: 'en', fallbackLng: 'en', defaultNS: 'test', interpolation: { escapeValue: false } });
  withPreparedPluralForms(i18n);
  return i18n;
}

describe('withPreparedPluralForms', () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks the plural forms of whole counts without building an Intl.PluralRules', async () => {
    const i18n = await instance();
    const built = countPluralRules();
    expect([0, 1, 3].map((count) => i18n.t('days', { count }))).toEqual(['0 days', '1 day', '3 days']);
    expect([0, 1, 2, 1e6].map((count) => i18n.t('days', { count, lng: 'fr' }))).toEqual(['0 jour', '1 jour', '2 jours', '1000000 de jours']);
    expect(built).not.toHaveBeenCalled();
  });

  it('asks Intl for fractions and ordinals', async () => {
    const i18n = await instance();
    const built = countPluralRules();
    expect(i18n.t('days', { count: 1.5 })).toBe('1.5 days');
    expect([1, 2, 3, 4].map((count) => i18n.t('place', { count, ordinal: true }))).toEqual(['1st', '2nd', '3rd', '4th']);
    expect(built).toHaveBeenCalled();
  });
});
