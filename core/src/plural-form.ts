// Which plural form of a string a count takes ('1 day' and '3 days'), from forms prepared at build
// time (locale-data/, derived from Intl.PluralRules) for whole counts: the first Intl.PluralRules of
// a page loads the browser's locale data as day-format.ts says. Checked against Intl in
// core/test/locale-data.test.ts.

export interface PluralFormsTable {
  /** Every form the language has, as Intl.PluralRules#resolvedOptions lists them. */
  categories: Intl.LDMLPluralRule[];
  zero: Intl.LDMLPluralRule;
  one: Intl.LDMLPluralRule;
  /** A whole number of millions (Spanish and French: 'many'). */
  millions: Intl.LDMLPluralRule;
  /** Every other whole count. */
  other: Intl.LDMLPluralRule;
}

/** The form of a whole count from 0 to 999,999,999; undefined for any other count (Intl knows those). */
export function pluralFormOf(table: PluralFormsTable, count: number): Intl.LDMLPluralRule | undefined {
  if (!Number.isInteger(count) || count < 0 || count >= 1e9) return undefined;
  if (count === 0) return table.zero;
  if (count === 1) return table.one;
  return count % 1e6 === 0 ? table.millions : table.other;
}
