// Reading the town, the state or province and the country out of free-form address text.
import type { CountryCode } from '@yardsale/core/geocoding';
import type { City, GeoIndex } from './geo-index';
import { COUNTRY_ALIASES, isForeignCountry, MAX_REGION_WORDS, regionByAlias, type Region } from './regions';
import { findPostalCodes, normalizeName } from './text';

/** Longest town names we try, in words ('ste anne de la perade'). */
const MAX_CITY_WORDS = 6;
/** Longest country spelling, in words ('united states of america'). */
const MAX_COUNTRY_WORDS = 4;

export interface PlaceText {
  /** Normalised words of each comma-separated part, with postal codes and the country taken out. */
  parts: string[][];
  country?: CountryCode;
  /** The text ends with another country's name: nothing in it can be ours. */
  foreign?: boolean;
}

/** A note in brackets ('(use the side door)', '[back yard]') names no place, and may hold numbers that are no postal code. */
export const withoutNotes = (text: string): string => text.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');

export function placeText(text: string): PlaceText {
  text = withoutNotes(text);
  let rest = text;
  // Cut from the end first, so earlier offsets stay valid.
  for (const match of findPostalCodes(text)) rest = `${rest.slice(0, match.start)} ${rest.slice(match.end)}`;
  const parts = rest
    .split(/[,;\n]+/)
    .map((part) => normalizeName(part).split(' ').filter(Boolean))
    .filter((words) => words.length > 0);
  return { parts, ...takeCountry(parts) };
}

function withoutEmptyLast(parts: string[][]): string[][] {
  return parts.at(-1)?.length === 0 ? parts.slice(0, -1) : parts;
}

/** The region named by the last words of a list of words, and how many words it took. */
function trailingRegion(words: readonly string[]): { region: Region; count: number } | undefined {
  for (let count = Math.min(MAX_REGION_WORDS, words.length); count >= 1; count--) {
    const region = regionByAlias(words.slice(-count).join(' '));
    if (region) return { region, count };
  }
  return undefined;
}

/** Removes a trailing country from parts (in place) and names it. */
function takeCountry(parts: string[][]): { country?: CountryCode; foreign?: boolean } {
  const last = parts.at(-1);
  if (!last) return {};
  const totalWords = parts.flat().length;
  for (let count = Math.min(MAX_COUNTRY_WORDS, last.length); count >= 1; count--) {
    const tail = last.slice(-count).join(' ');
    const country = COUNTRY_ALIASES.get(tail);
    if (country) {
      last.splice(-count);
      if (last.length === 0) parts.pop();
      return { country };
    }
    // A lone 'Mexico' may be Mexico, Missouri; 'Lima, Peru' is not Lima, Ohio.
    if (count < totalWords && isForeignCountry(tail) && !trailingRegion(last)) return { foreign: true };
  }
  // 'CA' is California, unless a province comes just before it: 'London, ON, CA'.
  const before = parts.flat().slice(0, -1);
  if (last.at(-1) === 'ca' && trailingRegion(before)?.region.country === 'CA') {
    last.pop();
    if (last.length === 0) parts.pop();
    return { country: 'CA' };
  }
  return {};
}

/**
 * The state or province ending the text ('Toronto Ontario', 'London, ON'), and the parts before it;
 * or else the last part that is a state or province by itself, with the seller's words after it
 * left out ('Calgary, AB, corner lot'). Only a whole part counts there: 'on' or 'in' inside a note
 * is a word, not Ontario or Indiana.
 */
export function takeRegion(parts: readonly string[][]): { region: Region; parts: string[][] } | undefined {
  const last = parts.at(-1);
  const found = last && trailingRegion(last);
  if (found) return { region: found.region, parts: withoutEmptyLast([...parts.slice(0, -1), last.slice(0, -found.count)]) };
  for (let index = parts.length - 2; index >= 1; index--) {
    const region = regionByAlias(parts[index]!.join(' '));
    if (region) return { region, parts: parts.slice(0, index) };
  }
  return undefined;
}

/**
 * The biggest town a part names, trying the last part first: the whole part, then a town whose name
 * starts with it ('New York' → New York City), then its last words ('123 Main St Springfield').
 */
function cityIn(index: GeoIndex, parts: readonly string[][], accept: (city: City) => boolean): City | undefined {
  for (const words of [...parts].reverse()) {
    const whole = words.join(' ');
    const city =
      index.citiesNamed(whole).find(accept) ??
      index.citiesNamed(whole, { prefix: true }).find(accept) ??
      lastWordsCity(index, words, accept);
    if (city) return city;
  }
  return undefined;
}

function lastWordsCity(index: GeoIndex, words: readonly string[], accept: (city: City) => boolean): City | undefined {
  for (let count = Math.min(MAX_CITY_WORDS, words.length - 1); count >= 1; count--) {
    const city = index.citiesNamed(words.slice(-count).join(' ')).find(accept);
    if (city) return city;
  }
  return undefined;
}

export function inRegion(region: Region): (city: City) => boolean {
  return (city) => city.country === region.country && city.region === region.code;
}

export function inCountry(country: CountryCode | undefined): (city: City) => boolean {
  return (city) => country === undefined || city.country === country;
}

/**
 * The town an address names. A state or province at its end narrows the choice; without one, or if
 * no town of that name lies there ('New York' is also a state), the biggest town of that name wins.
 */
export function findCity(index: GeoIndex, place: PlaceText): City | undefined {
  if (place.foreign) return undefined;
  const tail = takeRegion(place.parts);
  if (tail && (!place.country || tail.region.country === place.country)) {
    const city = cityIn(index, tail.parts, inRegion(tail.region));
    if (city) return city;
  }
  return cityIn(index, place.parts, inCountry(place.country));
}
