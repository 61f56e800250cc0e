import type { i18n as I18n } from 'i18next';
import { isLanguage } from '@yardsale/core/constants';
import { PLURAL_FORMS } from '@yardsale/core/locale-data/plural-forms';
import { pluralFormOf } from '@yardsale/core/plural-form';

/** What i18next's plural resolver asks of an Intl.PluralRules. */
interface PluralRule {
  select(count: number): string;
  resolvedOptions(): { pluralCategories: string[] };
}

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): PluralRule | undefined;
}

/**
 * i18next picks a string's plural form ('Posted 3 days ago') with Intl.PluralRules, and the first
 * Intl object of a page loads the browser's locale data: one 100-200 ms task on a 4x slower phone,
 * which /classifieds' first cards paid. For the app's languages the forms prepared at build time
 * (core/src/plural-form.ts) answer whole counts; ordinals and any other count still ask Intl, built
 * on first need. i18next keeps its resolver among its services (typed `any`): i18n-plural-forms.test.ts
 * fails if it stops asking it.
 */
export function withPreparedPluralForms(i18n: I18n): void {
  const resolver = i18n.services.pluralResolver as PluralResolver;
  const intlRule = resolver.getRule.bind(resolver);
  const rules = new Map<string, PluralRule>();
  resolver.getRule = (code, options = {}) => {
    if (options.ordinal || !isLanguage(code)) return intlRule(code, options);
    const table = PLURAL_FORMS[code];
    let rule = rules.get(code);
    if (!rule) {
      let intl: PluralRule | undefined;
      rule = {
        select: (count) => pluralFormOf(table, count) ?? (intl ??= intlRule(code, options))?.select(count) ?? 'other',
        // i18next sorts the list it is given.
        resolvedOptions: () => ({ pluralCategories: [...table.categories] }),
      };
      rules.set(code, rule);
    }
    return rule;
  };
}
