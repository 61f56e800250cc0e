import { CLASSIFIED_CATEGORIES, CLASSIFIED_CONDITIONS, CLASSIFIED_DEFAULT_STORED_CONDITION, CLASSIFIED_HOUSING_TAG, LANGUAGES, YARD_SALE_CATEGORIES } from '@yardsale/core/constants';
import { DEFAULT_SALE_TEXT, DEFAULT_YARD_SALE_CATEGORY } from '@yardsale/core/sale-defaults';
import { PLURAL_FORMS } from '@yardsale/core/locale-data/plural-forms';
import { describe, expect, it } from 'vitest';
import { translationProblems } from '@/testing/translation-parity';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { APPEAL_MESSAGES, AUTH_MESSAGES, CLASSIFIED_FORM_MESSAGES, CLASSIFIED_MESSAGES, DATA_DELETION_MESSAGES, PROFILE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { MESSAGE_MESSAGES, POST_REPORT_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { LISTING_MESSAGES, SALE_FORM_MESSAGES } from '@yardsale/core/schemas/listing-messages';
import { FILLED_MESSAGES } from '@yardsale/core/schemas/filled-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { SALE_ALERT_MESSAGES } from '@yardsale/core/schemas/sale-alert';
import { ITEM_ALERT_MESSAGES } from '@yardsale/core/schemas/item-alert';
import { SMS_MESSAGES } from '@yardsale/core/schemas/sms';
import { HIDDEN_CHARACTERS_MESSAGE, STAFF_LIKE_NAME_MESSAGE } from '@yardsale/core/staff-like-names';

const files = import.meta.glob<Record<string, never>>('../locales/*/*.json', { eager: true, import: 'default' });
const namespaceFile = (language: string, namespace: string) => files[`../locales/${language}/${namespace}.json`];
// Every text of the shared schemas and of the API's own refusals, each its own key; of the sale
// alerts' schema, those the app can meet (the others name query fields the app always gets right).
const SHARED_MESSAGES = [ADMIN_MESSAGES, APPEAL_MESSAGES, AUTH_MESSAGES, CLASSIFIED_FORM_MESSAGES, CLASSIFIED_MESSAGES, DATA_DELETION_MESSAGES, LISTING_MESSAGES, MESSAGE_MESSAGES, POST_REPORT_MESSAGES, PROFILE_MESSAGES, REQUEST_MESSAGES, SALE_FORM_MESSAGES]
  .flatMap((messages): string[] => Object.values(messages))
  .concat(SALE_ALERT_MESSAGES.loginRequired, SALE_ALERT_MESSAGES.tooMany, SALE_ALERT_MESSAGES.duplicate, SALE_ALERT_MESSAGES.notFound)
  .concat(ITEM_ALERT_MESSAGES.loginRequired, ITEM_ALERT_MESSAGES.tooMany, ITEM_ALERT_MESSAGES.duplicate, ITEM_ALERT_MESSAGES.notFound)
  .concat(Object.values(SMS_MESSAGES).filter((message) => typeof message === 'string'))
  .concat(STAFF_LIKE_NAME_MESSAGE, HIDDEN_CHARACTERS_MESSAGE);
// Messages made from a value, under filled.<name>, with a plural form's suffix where English has two.
const FILLED_ENGLISH = Object.fromEntries(
  Object.entries(FILLED_MESSAGES).flatMap(([name, forms]) =>
    Object.entries(forms).map(([form, text]) => [Object.keys(forms).length > 1 ? `${name}_${form}` : name, text]),
  ),
);
const VALIDATION_ENGLISH = { ...Object.fromEntries(SHARED_MESSAGES.map((message) => [message, message])), filled: FILLED_ENGLISH };

const NAMESPACES = Object.keys(files)
  .filter((file) => file.startsWith('../locales/en/'))
  .map((file) => file.split('/').pop()!.replace(/\.json$/, ''));

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s translation', (language) => {
  const forms = PLURAL_FORMS[language].categories;

  it.each(NAMESPACES.filter((namespace) => namespace !== 'validation'))('of %s keeps every key, value, tag and number of its English', (namespace) => {
    const translated = namespaceFile(language, namespace);
    expect(translated, `locales/${language}/${namespace}.json`).toBeDefined();
    expect(translationProblems(namespaceFile('en', namespace)!, translated!, forms)).toEqual([]);
  });

  it("of the shared schemas' messages has each of them, keyed by its English (which lives in core)", () => {
    const translated = namespaceFile(language, 'validation');
    expect(translated, `locales/${language}/validation.json`).toBeDefined();
    expect(translationProblems(VALIDATION_ENGLISH, translated!, forms)).toEqual([]);
  });

  it('is not English left as it was', () => {
    const translated = namespaceFile(language, 'settings');
    expect(translated).toBeDefined();
    expect(JSON.stringify(translated)).not.toBe(JSON.stringify(namespaceFile('en', 'settings')));
  });
});

describe('the English strings of values core defines', () => {
  it("are the spec's own words for a new sale's title and description", () => {
    expect(namespaceFile('en', 'post')).toMatchObject({ defaults: DEFAULT_SALE_TEXT });
  });

  it('name every category and condition a listing can have', () => {
    const categories = [...new Set([...YARD_SALE_CATEGORIES, DEFAULT_YARD_SALE_CATEGORY, ...CLASSIFIED_CATEGORIES, CLASSIFIED_HOUSING_TAG])];
    expect(namespaceFile('en', 'sales')).toMatchObject({ categories: Object.fromEntries(categories.map((category) => [category, category])) });
    const conditions = [...CLASSIFIED_CONDITIONS, CLASSIFIED_DEFAULT_STORED_CONDITION];
    expect(namespaceFile('en', 'classifieds')).toMatchObject({ conditions: Object.fromEntries(conditions.map((condition) => [condition, condition])) });
  });
});

describe('the parity check', () => {
  const forms = PLURAL_FORMS.fr.categories;
  it('names what a translation lost or changed', () => {
    const english = { title: 'Hello {{name}}', days_one: '{{count}} day', days_other: '{{count}} days', steps: ['Open <0>Settings</0>', 'Wait 30 s'], nested: { a: 'A' } };
    const translated = { title: 'Bonjour', days_one: '{{count}} jour', days_other: '{{count}} jours', steps: ['Ouvrez Réglages', 'Attendez 20 s'], nested: { b: 'B' }, extra: 'x' };
    expect(translationProblems(english, translated, forms)).toEqual([
      'extra: not in English',
      'title: values {{name}} must be kept',
      'days: plural forms must be many, one, other',
      'steps[0]: tags </0> <0> must be kept',
      'steps[1]: numbers 30 must be kept',
      'nested.b: not in English',
      'nested.a: missing',
    ]);
  });

  it('takes a faithful translation', () => {
    const english = { title: 'Hello {{name}}', days_one: '{{count}} day', days_other: '{{count}} days', steps: ['Open <0>Settings</0>'] };
    const translated = { title: 'Bonjour {{name}}', days_one: '{{count}} jour', days_many: '{{count}} de jours', days_other: '{{count}} jours', steps: ['Ouvrez <0>Réglages</0>'] };
    expect(translationProblems(english, translated, forms)).toEqual([]);
  });
});
