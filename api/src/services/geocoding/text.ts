// Text helpers shared by the data loader and the address parser, so both sides compare the same keys.

/**
 * A comparison key for place names: no accents, no case, no punctuation, one space between words,
 * so 'Saint-Jérôme', 'SAINT JEROME' and 'saint jérôme' are the same key.
 */
export function normalizeName(text: string): string {
  // Most names are plain ASCII: skipping the Unicode steps for them halves the index build.
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return plain
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words written both ways in place names ('St. Louis', 'Saint-Jérôme'), short form first. */
const WORD_FORMS: readonly [short: string, long: string][] = [['st', 'saint'], ['ste', 'sainte'], ['mt', 'mount'], ['ft', 'fort']];
const TO_LONG = new Map(WORD_FORMS);
const TO_SHORT = new Map(WORD_FORMS.map(([short, long]) => [long, short]));

/** A name key with its short and long spellings, so 'saint louis', 'st louis' and 'st. louis' all find St. Louis. */
export function nameVariants(key: string): string[] {
  const words = key.split(' ');
  const short = words.map((word) => TO_SHORT.get(word) ?? word).join(' ');
  const long = words.map((word) => TO_LONG.get(word) ?? word).join(' ');
  return [...new Set([key, short, long])];
}

/** 'n6a 1a1', 'N6A1A1' and ' N6A ' all name the forward sortation area 'N6A'. */
const CANADIAN_POSTAL = /(?:^|[^A-Z0-9])([A-Z]\d[A-Z])(?:[\s-]*\d[A-Z]\d)?(?![A-Z0-9])/gi;
/** Five digits, optionally with the +4 part ('62701-1234', '62701 1234' or '627011234'). */
const US_ZIP = /(?:^|[^0-9])(\d{5})(?:[\s-]?\d{4})?(?![0-9])/g;

export interface PostalMatch {
  /** 'N6A' or '62701'. */
  code: string;
  /** Where the whole match (code and suffix) sits in the text, to cut it out. */
  start: number;
  end: number;
}

function matchesOf(pattern: RegExp, text: string, upper: boolean): PostalMatch[] {
  return [...text.matchAll(pattern)].map((match) => {
    const code = match[1] ?? '';
    const start = match.index + match[0].indexOf(code);
    return { code: upper ? code.toUpperCase() : code, start, end: match.index + match[0].length };
  });
}

/**
 * Postal codes in an address, last first (codes end addresses). A number that opens an address with
 * more after it is the house number ('12345 Main St, Springfield'), not a ZIP.
 */
export function findPostalCodes(text: string): PostalMatch[] {
  const leadingHouseNumber = /^\s*\d+\s+[^\s\d]/.test(text);
  const zips = matchesOf(US_ZIP, text, false).filter((m) => !(leadingHouseNumber && text.slice(0, m.start).trim() === ''));
  return [...matchesOf(CANADIAN_POSTAL, text, true), ...zips].sort((a, b) => b.start - a.start);
}

/** A query that is a postal code being typed: '626', 'N6', 'n6a 1'. */
export function postalPrefixOf(query: string): string | undefined {
  const compact = query.replace(/[\s-]+/g, '').toUpperCase();
  if (/^\d{2,9}$/.test(compact)) return compact.slice(0, 5);
  const canadian = /^([A-Z]\d(?:[A-Z](?:\d(?:[A-Z]\d?)?)?)?)$/.exec(compact);
  return canadian ? compact.slice(0, 3) : undefined;
}
