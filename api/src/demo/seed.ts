import { randomUUID } from 'node:crypto';
import { eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { addDays } from '@yardsale/core/calendar';
import { ALL_CATEGORIES, searchTerms } from '@yardsale/core/classified-query';
import { MAP } from '@yardsale/core/constants';
import { DEFAULT_YARD_SALE_CATEGORY } from '@yardsale/core/sale-defaults';
import { seededRandom } from '@yardsale/core/random';
import { todayInZone } from '@yardsale/core/sale-window';
import { listingSchema } from '@yardsale/core/schemas/listing';
import { photoUrls } from '@/services/classifieds/photos';
import { storeListingPhoto, withThumbnails } from '@/services/listings/photos';
import { prepareListing, type NewListing } from '@/services/listings/writes';
import { validateWith } from '@/services/validation';
import { hashPassword } from '@/services/passwords';
import { lockPerson } from '@/services/users';
import type { UploadStore } from '@/services/uploads';
import type { Database, Db } from '@/db/client';
import { classifieds, itemAlerts, listings, saleAlerts, users } from '@/db/schema';
import { demoPhoto } from './demo-photo';
import { pointNear } from './demo-points';
import { demoClassifiedRows, refreshDemoClassifieds } from './seed-classifieds';
import { DEMO_CLASSIFIEDS, DEMO_SALES, DEMO_STREETS } from './seed-data';

export const DEMO_SELLER = { email: 'demo@yardsale.test', password: 'Demo!Seller2025', displayName: 'Demo Seller' };
export const DEMO_BUYER = { email: 'buyer@yardsale.test', password: 'Demo!Buyer2025', displayName: 'Demo Buyer' };

/** What the demo buyer's item alert looks for. */
export const DEMO_ITEM_ALERT_WORDS = 'bicycle';

const DEMO_ZONE = 'America/Toronto';
const SALE_RADIUS_KM = 10;
/** These two sales share one address (both tomorrow), so the map's 0.0002° offset shows. */
const SAME_SPOT: [number, number] = [1, 4];
// Today's sales (every third): half run until 23:30 or later, so with the 30 minutes' grace the map
// shows some of today's sales at any hour a newcomer arrives, even on a server started at 23:50.
const TODAY_TIMES: [string, string][] = [
  ['08:00', '14:00'], ['07:00', '23:30'], ['09:00', '17:00'], ['10:00', '23:59'],
  ['08:30', '21:00'], ['15:00', '23:30'], ['09:00', '18:00'], ['12:00', '23:59'],
];
const START_TIMES = ['07:00', '08:00', '08:30', '09:00', '10:00', '15:00'];
const END_TIMES = ['13:00', '14:00', '23:00', '16:00', '17:00', '18:00', '21:00'];

export interface SeedOptions {
  log: (line: string) => void;
  /** The clock to seed around; tests pass a fixed one. */
  now?: Date;
  /** Where demo photos go; without it the demo sales have none. */
  uploads?: UploadStore;
}


/** Every fourth sale has no photo, so the 'No image' case shows too. */
async function demoPhotos(uploads: UploadStore | undefined): Promise<(string | undefined)[]> {
  if (!uploads) return DEMO_SALES.map(() => undefined);
  return Promise.all(DEMO_SALES.map(async (sale, i) => (i % 4 === 3 ? undefined : storeListingPhoto(uploads, await demoPhoto(sale.title, i)))));
}

/** Sale i: today, tomorrow or the day after in Toronto (i % 3); every fourth sale of today or tomorrow runs two days. */
function demoSchedule(i: number, today: string) {
  const offset = i % 3;
  const first = addDays(today, offset);
  const dates = i % 4 === 0 && offset < 2 ? [first, addDays(first, 1)] : [first];
  const [startTime, endTime] = offset === 0 ? TODAY_TIMES[(i / 3) % TODAY_TIMES.length]! : [START_TIMES[i % START_TIMES.length]!, END_TIMES[i % END_TIMES.length]!];
  return { dates, startDate: dates[0], startTime, endTime };
}

/** Where each sale is held: spread over the disc around the default centre, two at one address. */
function demoPlaces() {
  const random = seededRandom(20_250_322);
  const places = DEMO_SALES.map((_, i) => ({
    point: pointNear(MAP.defaultCenter, SALE_RADIUS_KM, random),
    address: `${100 + Math.floor(random() * 1900)} ${DEMO_STREETS[i % DEMO_STREETS.length]}, London, ON`,
  }));
  places[SAME_SPOT[1]] = places[SAME_SPOT[0]]!;
  return places;
}

/** The demo sales at `now`, through the same validation and window computation as POST /api/listings. */
function saleRows(sellerId: string, now: Date, photos: (string | undefined)[]): NewListing[] {
  const today = todayInZone(DEMO_ZONE, now);
  const places = demoPlaces();
  return DEMO_SALES.map((sale, i) => {
    const { point, address } = places[i]!;
    const photo = photos[i];
    const body = {
      title: sale.title,
      description: sale.description,
      address,
      latitude: point.lat,
      longitude: point.lng,
      ...demoSchedule(i, today),
      category: sale.type === 'community' ? DEFAULT_YARD_SALE_CATEGORY : sale.categories[0],
      categories: sale.categories,
      imageUrls: photo ? [photo] : [],
      isEstateSale: sale.type === 'estate',
      isMovingSale: sale.type === 'moving',
      isCommunitySale: sale.type === 'community',
    };
    // Its dates are kept as posted: today's sale that ended this morning is part of the demo too.
    return prepareListing({ ...validateWith(listingSchema, body), latitude: point.lat, longitude: point.lng }, { userId: sellerId, now, postedAt: now, keepDates: body.dates });
  });
}

function demoUser(account: typeof DEMO_SELLER, passwordHash: string, id: string): typeof users.$inferInsert {
  return {
    id,
    username: account.email, // the spec signs in with the e-mail as username
    email: account.email,
    passwordHash,
    emailVerified: true,
    displayName: account.displayName,
    preferences: { language: 'en', units: 'km', theme: 'light', termsAccepted: true, ageVerified: true },
  };
}

/** What a refresh changes: the schedule and window, never the place, text, photo or id, nor a moderator's takedown. */
const scheduleOf = (row: NewListing, now: Date) => ({
  dates: row.dates, startDate: row.startDate, endDate: row.endDate, startTime: row.startTime, endTime: row.endTime,
  visibleFrom: row.visibleFrom, visibleUntil: row.visibleUntil, updatedAt: now,
});

/**
 * A data folder seeded days ago holds demo sales that have ended: put them on today and the next
 * days again, so the map stays live. Only the demo seller's sales bearing a demo title are moved (a
 * missing one is posted again, without a photo); anything else is left alone. Cheap when nothing is
 * stale: one read of the seller's sales. Returns whether anything changed.
 */
export async function refreshDemoSales(database: Database, { log, now = new Date() }: SeedOptions): Promise<boolean> {
  const [seller] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SELLER.email));
  if (!seller) return false;
  const today = todayInZone(DEMO_ZONE, now);
  const staleIndexes = async (db: Db) => {
    const current = await db.select({ id: listings.id, title: listings.title, dates: listings.dates }).from(listings).where(eq(listings.userId, seller.id));
    const byTitle = new Map(current.map((row) => [row.title, row]));
    const stale = DEMO_SALES.flatMap((sale, i) => (byTitle.get(sale.title)?.dates.join() === demoSchedule(i, today).dates.join() ? [] : [i]));
    return { byTitle, stale };
  };
  if ((await staleIndexes(database.db)).stale.length === 0) return false; // the usual start
  const planned = saleRows(seller.id, now, []);
  const changed = await database.db.transaction(async (tx) => {
    // Two servers starting together on one database: the second waits here, then finds nothing stale.
    await lockPerson(tx, seller.id);
    const { byTitle, stale } = await staleIndexes(tx);
    for (const row of stale.map((i) => planned[i]!)) {
      const existing = byTitle.get(row.title);
      if (existing) await tx.update(listings).set(scheduleOf(row, now)).where(eq(listings.id, existing.id));
      else await tx.insert(listings).values(row);
    }
    return stale.length;
  });
  if (changed > 0) log(`Demo data refreshed: ${changed} demo yard sales moved to today and the next two days.`);
  return changed > 0;
}

async function refreshDemoAccountsClassifieds(database: Database, { log, now = new Date() }: SeedOptions): Promise<void> {
  const owners = await database.db.select({ id: users.id }).from(users).where(inArray(users.email, [DEMO_SELLER.email, DEMO_BUYER.email]));
  if (owners.length === 0) return;
  const refreshed = await refreshDemoClassifieds(database.db, owners.map(({ id }) => id), now);
  if (refreshed > 0) log(`Demo data refreshed: ${refreshed} expired demo classifieds dated again.`);
}

/**
 * Fills an empty database with two verified demo accounts, yard sales around the default map centre,
 * classifieds and the buyer's sale alert, so a fresh checkout has something to look at. Once any
 * user exists it only keeps the demo sales current (refreshDemoSales). Returns whether it seeded.
 */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<boolean> {
  const { log, now = new Date(), uploads } = options;
  const anyUser = await database.db.select({ one: sql`1` }).from(users).limit(1);
  if (anyUser.length > 0) {
    // Checked first so a normal start skips the password hashing.
    await refreshDemoSales(database, options);
    await refreshDemoAccountsClassifieds(database, options);
    return false;
  }

  const [sellerHash, buyerHash] = await Promise.all([
    hashPassword(DEMO_SELLER.password),
    hashPassword(DEMO_BUYER.password),
  ]);
  // The ids are chosen here so the rows that name the accounts are ready before the insert.
  const [sellerId, buyerId] = [randomUUID(), randomUUID()];
  const photos = await demoPhotos(uploads);
  const sales = saleRows(sellerId, now, photos);
  const demoClassified = await demoClassifiedRows({ seller: sellerId, buyer: buyerId }, now, uploads);
  const seeded = await database.db
    .transaction(async (tx) => {
      // Two processes starting together may both have seen no users: the unique e-mail index lets only
      // one insert, and the other (waiting on that index until the first commits) inserts nothing.
      const inserted = await tx
        .insert(users)
        .values([demoUser(DEMO_SELLER, sellerHash!, sellerId), demoUser(DEMO_BUYER, buyerHash!, buyerId)])
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length < 2) tx.rollback(); // someone else got there first: leave no half
      await tx.insert(listings).values(sales);
      await tx.insert(classifieds).values(demoClassified);
      // The buyer watches the town, so a sale the seller posts shows what an alert does (decision 0039).
      await tx.insert(saleAlerts).values({ userId: buyerId, latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng, radiusKm: 10, place: 'London, ON' });
      // And looks for a bicycle, so one the seller posts shows what an item alert does (decision 0061).
      await tx.insert(itemAlerts).values({ userId: buyerId, q: DEMO_ITEM_ALERT_WORDS, terms: searchTerms(DEMO_ITEM_ALERT_WORDS), category: ALL_CATEGORIES, latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng, radiusKm: 25, place: 'London, ON' });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (!seeded && uploads) {
    const stored = [...withThumbnails(photos.filter((url) => url !== undefined)), ...demoClassified.flatMap((row) => photoUrls({ imageUrls: row.imageUrls ?? [], thumbnailUrls: row.thumbnailUrls ?? [] }))];
    await Promise.all(stored.map((url) => uploads.remove(url)));
  }
  if (seeded) {
    log(`Demo data created: ${DEMO_SALES.length} yard sales and ${DEMO_CLASSIFIEDS.length} classifieds.`);
    log(`  Sign in as ${DEMO_SELLER.email} / ${DEMO_SELLER.password} (buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password})`);
  }
  return seeded;
}
