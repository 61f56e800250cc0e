import tzlookup from '@photostructure/tz-lookup';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { DEFAULT_YARD_SALE_CATEGORY, MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { saleVisibleWindow, todayInZone } from '@yardsale/core/sale-window';
import { hashPassword } from '@/services/passwords';
import type { Database } from './client';
import { classifieds, listings, users } from './schema';
import { DEMO_CLASSIFIEDS, DEMO_SALES, DEMO_STREETS } from './seed-data';

export const DEMO_SELLER = { email: 'demo@yardsale.test', password: 'Demo!Seller2025', displayName: 'Demo Seller' };
export const DEMO_BUYER = { email: 'buyer@yardsale.test', password: 'Demo!Buyer2025', displayName: 'Demo Buyer' };

const SALE_RADIUS_KM = 14;
const KM_PER_DEGREE_LAT = 111.195;
const START_TIMES = ['07:00', '08:00', '08:30', '09:00', '10:00'];
const END_TIMES = ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];

export interface SeedOptions {
  log: (line: string) => void;
  /** The clock to seed around; tests pass a fixed one. */
  now?: Date;
}

/** A small seeded generator (mulberry32): the same map on every fresh start, without Math.random. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A point within radiusKm of the centre, spread evenly over the disc, rounded to about 1 m. */
function pointNear(center: LatLng, radiusKm: number, random: () => number): LatLng {
  const distanceKm = radiusKm * Math.sqrt(random());
  const bearing = 2 * Math.PI * random();
  const lat = center.lat + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_LAT;
  const lng =
    center.lng + (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((center.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function saleRows(sellerId: string, now: Date, random: () => number): (typeof listings.$inferInsert)[] {
  return DEMO_SALES.map((sale, i) => {
    const point = pointNear(MAP.defaultCenter, SALE_RADIUS_KM, random);
    const timeZone = tzlookup(point.lat, point.lng);
    // Spread over today and the next two days; every fourth sale runs two days.
    const first = addDays(todayInZone(timeZone, now), i % 3);
    const dates = i % 4 === 0 && i % 3 < 2 ? [first, addDays(first, 1)] : [first];
    const startTime = START_TIMES[i % START_TIMES.length]!;
    const endTime = END_TIMES[i % END_TIMES.length]!;
    return {
      userId: sellerId,
      title: sale.title,
      description: sale.description,
      address: `${100 + Math.floor(random() * 1900)} ${DEMO_STREETS[i % DEMO_STREETS.length]}, London, ON`,
      latitude: point.lat,
      longitude: point.lng,
      timeZone,
      dates,
      startDate: dates[0]!,
      endDate: dates.at(-1)!,
      startTime,
      endTime,
      ...saleVisibleWindow({ dates, startTime, endTime, timeZone }, now),
      category: sale.type === 'community' ? DEFAULT_YARD_SALE_CATEGORY : sale.categories[0]!,
      categories: sale.categories,
      isEstateSale: sale.type === 'estate',
      isMovingSale: sale.type === 'moving',
      isCommunitySale: sale.type === 'community',
    };
  });
}

function classifiedRows(ownerIds: Record<'seller' | 'buyer', string>, random: () => number) {
  return DEMO_CLASSIFIEDS.map((item): typeof classifieds.$inferInsert => {
    const point = pointNear(MAP.defaultCenter, SALE_RADIUS_KM, random);
    return {
      userId: ownerIds[item.owner],
      title: item.title,
      description: item.description,
      price: item.price,
      category: item.category,
      condition: item.condition,
      location: `${item.neighbourhood}, London, ON`,
      latitude: point.lat,
      longitude: point.lng,
    };
  });
}

function demoUser(account: typeof DEMO_SELLER, passwordHash: string): typeof users.$inferInsert {
  return {
    username: account.email, // the spec signs in with the e-mail as username
    email: account.email,
    passwordHash,
    emailVerified: true,
    displayName: account.displayName,
    preferences: { language: 'en', units: 'km', theme: 'light', termsAccepted: true, ageVerified: true },
  };
}

/**
 * Fills an empty database with two verified demo accounts, yard sales around the default map centre
 * and classifieds, so a fresh checkout has something to look at. Does nothing once any user exists.
 * Returns whether it seeded.
 */
export async function seedDemoData(database: Database, { log, now = new Date() }: SeedOptions): Promise<boolean> {
  const anyUser = await database.db.select({ one: sql`1` }).from(users).limit(1);
  if (anyUser.length > 0) return false; // checked first so a normal start skips the password hashing

  const [sellerHash, buyerHash] = await Promise.all([
    hashPassword(DEMO_SELLER.password),
    hashPassword(DEMO_BUYER.password),
  ]);
  const random = seededRandom(20_250_322);
  const seeded = await database.db
    .transaction(async (tx) => {
      // Two processes starting together may both have seen no users: the unique e-mail index lets only
      // one insert, and the other (waiting on that index until the first commits) inserts nothing.
      const inserted = await tx
        .insert(users)
        .values([demoUser(DEMO_SELLER, sellerHash!), demoUser(DEMO_BUYER, buyerHash!)])
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      const sellerId = inserted.find((u) => u.email === DEMO_SELLER.email)?.id;
      const buyerId = inserted.find((u) => u.email === DEMO_BUYER.email)?.id;
      if (!sellerId || !buyerId) tx.rollback(); // someone else got there first: leave no half
      await tx.insert(listings).values(saleRows(sellerId!, now, random));
      await tx.insert(classifieds).values(classifiedRows({ seller: sellerId!, buyer: buyerId! }, random));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (seeded) {
    log(`Demo data created: ${DEMO_SALES.length} yard sales and ${DEMO_CLASSIFIEDS.length} classifieds.`);
    log(`  Sign in as ${DEMO_SELLER.email} / ${DEMO_SELLER.password} (buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password})`);
  }
  return seeded;
}
