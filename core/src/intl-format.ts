// Constructing an Intl formatter costs far more than using one: on a 4× slower phone CPU, Find's
// first cards spent ~175 ms building date formats and /classifieds' ~95 ms building number formats,
// one per card and field. One formatter per language and options, built on first use.

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

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));
