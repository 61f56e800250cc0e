// Test data for the classified suites: multipart form bodies as /add-listing sends them, and stored
// rows with chosen points, texts and times for the search tests.
import type { Classified } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import type { Db } from '@/db/client';
import { classifieds } from '@/db/schema';
import { publicPoint } from '@/services/geocoding/public-place';
import { expiryAfter } from '@/services/classifieds/writes';
import type { ApiClient } from './client';
import { json } from './factories';
import { formData, jpegWithGps, type FilePart } from './images';

/** The form's fields, as text (multipart), near the default centre. */
export function classifiedFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Kids Bicycle 16 inch',
    description: 'Red bike with training wheels, ready to ride.',
    price: '40',
    condition: 'Good',
    category: 'Sports & Outdoors',
    customAddress: '123 Oxford St W, London, ON',
    latitude: String(MAP.defaultCenter.lat + 0.00321),
    longitude: String(MAP.defaultCenter.lng - 0.00456),
    ...overrides,
  };
}

/** `count` phone photos (with GPS in their EXIF) as `images` parts, each a different size. */
export async function photoParts(count: number): Promise<FilePart[]> {
  return Promise.all(Array.from({ length: count }, async (_, i) => ({ field: 'images', type: 'image/jpeg', bytes: await jpegWithGps(640 + i * 10, 480) })));
}

export const sendClassified = (client: ApiClient, method: 'POST' | 'PUT', path: string, fields: Record<string, string>, files: FilePart[] = []) =>
  client.fetch(path, { method, body: formData(fields, files) });

export async function postClassified(client: ApiClient, overrides: Record<string, string> = {}, files: FilePart[] = []): Promise<Classified> {
  return json<Classified>(await sendClassified(client, 'POST', '/api/classifieds', classifiedFields(overrides), files), 201);
}

export type NewClassifiedRow = typeof classifieds.$inferInsert;

/** A stored classified at `at`, posted (and renewed) at `postedAt`, shown for the usual lifetime. */
export function classifiedRow(userId: string, at: LatLng, postedAt: Date, overrides: Partial<NewClassifiedRow> = {}): NewClassifiedRow {
  return {
    userId,
    title: 'Oak Dining Table',
    description: 'Seats six.',
    price: '100.00',
    condition: 'Good',
    category: 'Furniture',
    categories: [overrides.category ?? 'Furniture'],
    location: '1 Test Rd, London, ON',
    area: 'London, ON',
    latitude: at.lat,
    longitude: at.lng,
    ...publicPoint(at.lat, at.lng),
    createdAt: postedAt,
    updatedAt: postedAt,
    renewedAt: postedAt,
    priceSetAt: postedAt,
    expiresAt: expiryAfter(postedAt),
    ...overrides,
  };
}

export async function insertClassifieds(db: Db, rows: NewClassifiedRow[]): Promise<string[]> {
  const inserted = await db.insert(classifieds).values(rows).returning({ id: classifieds.id });
  return inserted.map((row) => row.id);
}
