// What a translation of a namespace must keep from its English (locales/en/<namespace>.json): the
// same keys and list lengths, each plural in every form of its language, and in each text the same
// {{values}}, markup tags and numbers. Read by the translations test, and by translators' checks.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDERS = /\{\{\s*[\w.]+\s*\}\}/g;
const TAGS = /<\/?[a-z0-9]+\s*\/?>/gi;
const NUMBERS = /\d+/g;

const sorted = (values: Iterable<string>) => [...values].sort();
const found = (text: string, pattern: RegExp) => sorted(text.match(pattern) ?? []);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

function textProblems(path: string, english: string, translated: string): string[] {
  const problems: string[] = [];
  if (!translated.trim()) problems.push(`${path}: empty`);
  if (!same(found(english, PLACEHOLDERS), found(translated, PLACEHOLDERS))) problems.push(`${path}: values ${found(english, PLACEHOLDERS).join(' ')} must be kept`);
  if (!same(found(english, TAGS), found(translated, TAGS))) problems.push(`${path}: tags ${found(english, TAGS).join(' ')} must be kept`);
  const numbersOf = (text: string) => new Set(text.replace(TAGS, '').replace(PLACEHOLDERS, '').match(NUMBERS));
  const numbers = numbersOf(english);
  const kept = numbersOf(translated);
  if ([...numbers].some((number) => !kept.has(number))) problems.push(`${path}: numbers ${[...numbers].join(' ')} must be kept`);
  return problems;
}

/** An object's keys with plural groups ('days_one', 'days_other') named by their base and '#plural'. */
function keysOf(object: Record<string, Json>): Set<string> {
  return new Set(Object.keys(object).map((key) => (PLURAL_SUFFIX.test(key) ? `${key.replace(PLURAL_SUFFIX, '')}#plural` : key)));
}

function objectProblems(path: string, english: Record<string, Json>, translated: Record<string, Json>, pluralForms: readonly string[]): string[] {
  const problems: string[] = [];
  const englishKeys = keysOf(english);
  for (const key of keysOf(translated)) if (!englishKeys.has(key)) problems.push(`${path}${key}: not in English`);
  for (const key of englishKeys) {
    if (key.endsWith('#plural')) {
      const base = key.slice(0, -'#plural'.length);
      const forms = Object.keys(translated).filter((name) => name.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(name));
      if (!same(sorted(forms), sorted(pluralForms.map((form) => `${base}_${form}`)))) problems.push(`${path}${base}: plural forms must be ${pluralForms.join(', ')}`);
      for (const form of forms) problems.push(...valueProblems(`${path}${form}`, english[`${base}_other`]!, translated[form]!, pluralForms));
    } else if (!(key in translated)) problems.push(`${path}${key}: missing`);
    else problems.push(...valueProblems(`${path}${key}`, english[key]!, translated[key]!, pluralForms));
  }
  return problems;
}

function valueProblems(path: string, english: Json, translated: Json, pluralForms: readonly string[]): string[] {
  if (typeof english === 'string') return typeof translated === 'string' ? textProblems(path, english, translated) : [`${path}: must be a text`];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return [`${path}: must be a list of ${english.length}`];
    return english.flatMap((item, index) => valueProblems(`${path}[${index}]`, item, translated[index]!, pluralForms));
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object' || Array.isArray(translated)) return [`${path}: must be an object`];
    return objectProblems(path ? `${path}.` : '', english, translated, pluralForms);
  }
  return english === translated ? [] : [`${path}: must be ${String(english)}`];
}

/** Everything a translation lacks or changes, one line each; empty when it keeps all it must. */
export const translationProblems = (english: Json, translated: Json, pluralForms: readonly string[]): string[] =>
  valueProblems('', english, translated, pluralForms);
