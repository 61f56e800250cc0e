// Amounts ('1,250', '12.50', '1 250,00') from separators prepared at build time (locale-data/, derived
// from Intl) instead of Intl.NumberFormat, for the reason day-format.ts gives: /classifieds' first
// price format was one 100-200 ms task on a 4x slower phone. Checked against Intl in
// core/test/locale-data.test.ts.

import type { Language } from './constants';

/**
 * The region whose way of writing numbers and dollars each language's readers here use: the app
 * serves the USA and Canada, so Spanish is written as in the US ('$1,450.50', not Spain's
 * '1450,50 $') and French as in Canada ('1 450,50 $'). The other languages have no North American
 * way of their own.
 */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA', de: 'de', zh: 'zh', ja: 'ja', ko: 'ko' };

export interface NumberFormatTable {
  group: string;
  decimal: string;
  /** Digits the integer must have beyond the first group before it is grouped: some languages write 1000 but 10.000. */
  minimumGroupingDigits: number;
  /** What is written before and after an amount of dollars: '$' and '' in English, '' and ' $' in French. */
  dollarsBefore: string;
  dollarsAfter: string;
}

function groupedInteger(table: NumberFormatTable, digits: string): string {
  if (digits.length < 3 + table.minimumGroupingDigits) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(table.group);
}

/**
 * A non-negative amount, as Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits,
 * maximumFractionDigits: fractionDigits }) writes it: a price with 0 or 2 digits, a distance with 1.
 */
export function formatAmount(table: NumberFormatTable, amount: number, fractionDigits: 0 | 1 | 2): string {
  const cents = Math.round(amount * 100);
  if (fractionDigits === 0) return groupedInteger(table, String(Math.round(cents / 100)));
  const scale = 10 ** fractionDigits;
  const units = fractionDigits === 2 ? cents : Math.round(amount * scale);
  const fraction = String(units % scale).padStart(fractionDigits, '0');
  return `${groupedInteger(table, String(Math.floor(units / scale)))}${table.decimal}${fraction}`;
}

/** An amount of dollars ('$1,450.50', '1 450,50 $'), as Intl writes USD with its narrow symbol. */
export function formatDollars(table: NumberFormatTable, amount: number, fractionDigits: 0 | 2): string {
  return `${table.dollarsBefore}${formatAmount(table, amount, fractionDigits)}${table.dollarsAfter}`;
}
