// Test data for the listing and favorite suites: users with sessions (made in the database, as
// registration is tested elsewhere and hashing a password per user would only slow these down),
// /post bodies, and sale rows with chosen coordinates and visible windows.
import { MAP } from '@yardsale/core/constants';
import { offsetPoint, type LatLng } from '@yardsale/core/geo';
import { tileRangeFor, type TileRange } from '@yardsale/core/map-tiles';
import { addDays } from '@yardsale/core/calendar';
import { todayInZone } from '@yardsale/core/sale-window';
import type { Db } from '@/db/client';
import { DEFAULT_PREFERENCES, listings, users } from '@/db/schema';
import { hashPassword } from '@/services/passwords';
import { createSession } from '@/services/sessions';
import type { UserRow } from '@/services/users';
import { uniqueEmail } from './accounts';
import { apiClient, type ApiClient } from './client';

export interface TestUser {
  user: UserRow;
  /** Signed in as this user. */
  client: ApiClient;
}

/** Consent given, as the app's dialog asks before anything else. */
const CONSENTED = { ...DEFAULT_PREFERENCES, termsAccepted: true, ageVerified: true };

/**
 * A user with a session, verified and consenting unless told otherwise; with `password`, one that
 * can also sign in and confirm it (hashed, so slower).
 */
export async function createUser(db: Db, baseUrl: string, options: { verified?: boolean; consented?: boolean; password?: string } = {}): Promise<TestUser> {
  const email = uniqueEmail('seller');
  const passwordHash = options.password ? await hashPassword(options.password) : 'never-signs-in-with-a-password';
  const preferences = options.consented === false ? DEFAULT_PREFERENCES : CONSENTED;
  const [user] = await db.insert(users).values({ username: email, email, passwordHash, emailVerified: options.verified ?? true, preferences }).returning();
  return { user: user!, client: apiClient(baseUrl, await createSession(db, user!.id)) };
}

/** A sale day `offsetDays` from today in Toronto (the default centre's zone). */
export const torontoDay = (offsetDays = 0, now = new Date()) => addDays(todayInZone('America/Toronto', now), offsetDays);

/** A valid POST /api/listings body near the default map centre, tomorrow (so it is shown now). */
export function saleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const day = torontoDay(1);
  return {
    title: 'Moving Sale - Everything Must Go',
    description: 'Couch, bookshelves and a bike.',
    address: '123 Oxford St W, London, ON',
    latitude: MAP.defaultCenter.lat,
    longitude: MAP.defaultCenter.lng,
    startDate: day,
    endDate: day,
    startTime: '09:00',
    endTime: '17:00',
    category: 'Furniture',
    contactInfo: '',
    items: [],
    imageUrls: [],
    isEstateSale: false,
    isMovingSale: true,
    isCommunitySale: false,
    ...overrides,
  };
}

export type NewListingRow = typeof listings.$inferInsert;

const HOUR_MS = 60 * 60 * 1000;

/**
 * A stored sale at `at`, shown from an hour before `now` to a day after it unless told otherwise.
 * For tests of reads: the window is set directly rather than derived (writes are tested apart).
 */
export function saleRow(userId: string, at: LatLng, now: Date, overrides: Partial<NewListingRow> = {}): NewListingRow {
  const date = todayInZone('UTC', now);
  return {
    userId,
    title: 'Garage Sale',
    description: 'A bit of everything.',
    address: '1 Test Rd',
    latitude: at.lat,
    longitude: at.lng,
    timeZone: 'UTC',
    dates: [date],
    startDate: date,
    endDate: date,
    startTime: '09:00',
    endTime: '17:00',
    visibleFrom: new Date(now.getTime() - HOUR_MS),
    visibleUntil: new Date(now.getTime() + 24 * HOUR_MS),
    category: 'Other',
    categories: ['Other'],
    ...overrides,
  };
}

/** Inserts many rows in batches (one statement per batch keeps a few thousand rows quick). */
export async function insertRows(db: Db, rows: NewListingRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insert(listings).values(rows.slice(i, i + 500)).returning({ id: listings.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Answers the JSON body after checking the status, with the body in the failure message. */
export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A ~20 km viewport around a point, and the tiles the web map asks for it. */
export function rangeAround(center: LatLng, km = 20): TileRange {
  const corner = (bearing: number) => offsetPoint(center, km / 2, bearing);
  return tileRangeFor({ west: corner(-Math.PI / 2).lng, south: corner(Math.PI).lat, east: corner(Math.PI / 2).lng, north: corner(0).lat });
}
