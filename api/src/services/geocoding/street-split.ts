// An address typed as phones type it, with or without commas: '12 Main St London ON', '500 Marine Dr
// West Vancouver', '123 rue Saint-Jean Québec'. We know towns, not streets: the street is carried
// along as typed, and where it ends is found by trying each place where it could.
import type { GeoSuggestion } from '@yardsale/core/geocoding';
import { findPostalCodes, nameVariants, normalizeName, postalPrefixOf } from './text';

/**
 * Words of a street rather than of its name: types, directions, French types and units ('Main St
 * W', 'rue', 'Apt'). A street needs a word besides them; a town rarely begins with one.
 */
const STREET_WORDS = new Set(
  ('st street ave av avenue rd road dr drive blvd boulevard ln lane ct crt court cres crescent cr way pl place pkwy parkway ' +
    'hwy highway cir circle ter terrace trl trail sq square sideroad gate grove hts heights loop row ' +
    'rue boul ch chemin rang montee cote route allee impasse promenade croissant ' +
    'apt unit suite ste po box rr ' +
    'n s e w ne nw se sw north south east west o ouest est nord sud').split(' '),
);

const wordKey = (word: string) => normalizeName(word);
const isStreetWord = (word: string) => STREET_WORDS.has(wordKey(word));
/** 'Str', 'Lan', 'Boul': a street word still being typed, not a town's first letters. */
const startsStreetWord = (word: string) => wordKey(word).length >= 2 && [...STREET_WORDS].some((street) => street.length > wordKey(word).length && street.startsWith(wordKey(word)));

export interface StreetSplit {
  street: string;
  rest: string;
  /** Made at a comma the person typed: what follows is meant as the place, even half typed. */
  atComma: boolean;
}

/**
 * Each way the text splits into a house number and street, then the place: after the number and a
 * word of the street's name (a number counts: 'Hwy 7'), shortest street first, then at the first
 * comma. A ZIP code first ('10001 New York') is a house number only before a street word.
 */
export function streetSplits(query: string, isPostalCode: (word: string) => boolean): StreetSplit[] {
  const comma = query.indexOf(',');
  const head = (comma >= 0 ? query.slice(0, comma) : query).trim().split(/\s+/);
  const afterComma = comma >= 0 ? query.slice(comma + 1) : null;
  const [number = ''] = head;
  if (!/^\d+\S*$/.test(number)) return [];
  const zipFirst = isPostalCode(number);
  const splits: StreetSplit[] = [];
  for (let count = 2; count <= head.length; count++) {
    const street = head.slice(0, count);
    if (!street.slice(1).some((word) => !isStreetWord(word)) || (zipFirst && !street.some(isStreetWord))) continue;
    if (count < head.length) {
      splits.push({ street: street.join(' '), rest: head.slice(count).join(' ') + (afterComma === null ? '' : `,${afterComma}`), atComma: false });
    } else if (afterComma !== null) {
      splits.push({ street: street.join(' '), rest: afterComma, atComma: true });
    }
  }
  return splits;
}

/**
 * Whether the rest of a split made without a comma can be where the place begins, before it is
 * looked up: not a street word still being typed ('12 Main Str'), nor a unit's or highway's number
 * read as the start of a postal code ('Apt 12'): there only a whole code counts.
 */
export function restCanBePlace({ rest, atComma }: StreetSplit): boolean {
  if (atComma) return true;
  const words = rest.trim().split(/\s+/);
  if (words.length === 1 && startsStreetWord(words[0]!)) return false;
  return !postalPrefixOf(rest.trim()) || findPostalCodes(rest).length > 0;
}

/**
 * Whether the places found fit the split: a rest that begins with a street word ('West Vancouver',
 * 'St Thomas', but also 'W Toronto' and 'St London') is a place only if the first one's name begins
 * with that word.
 */
export function placesFit({ rest, atComma }: StreetSplit, found: readonly GeoSuggestion[]): boolean {
  const [first] = rest.trim().split(/\s+/);
  if (atComma || !first || !isStreetWord(first)) return true;
  const name = normalizeName(found[0]?.city ?? '').split(' ')[0] ?? '';
  return nameVariants(wordKey(first)).includes(name);
}
