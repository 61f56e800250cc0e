// Constructing an Intl formatter costs far more than using one: on a 4× slower phone CPU, Find's
// first cards spent ~175 ms building date formats and /classifieds' ~95 ms building number formats,
// one per card and field. One formatter per language and options, built on first use.

import type { Language } from './constants';
import { NUMBER_LOCALES } from './number-format';

type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;

const formats = new Map<string, Format>();

function cached<F extends Format>(kind: string, locale: string, options: object, build: () => F): F {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    // A locale or option Intl rejects throws RangeError here, before anything is cached.
    format = build();
    formats.set(key, format);
  }
  return format;
}

/**
 * A language's clock as its readers here write it, the region its numbers come from too (decision
 * 0027's addendum): Spanish as in the United States ('2:20 p.m.'), French as in Canada ('14 h 20'),
 * not as in Spain or France ('14:20'). Sale days have their own tables (locale-data/day-formats.ts).
 */
const clockLocale = (locale: string): string => NUMBER_LOCALES[locale as Language] ?? locale;

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const regional = clockLocale(locale);
  return cached('date', regional, options, () => new Intl.DateTimeFormat(regional, options));
};

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));
