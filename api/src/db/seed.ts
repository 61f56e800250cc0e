import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { addDays } from '@yardsale/core/calendar';
import { DEFAULT_YARD_SALE_CATEGORY, MAP } from '@yardsale/core/constants';
import { offsetPoint, type LatLng } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import { todayInZone } from '@yardsale/core/sale-window';
import { saveListingPhoto } from '@/services/listings/photos';
import { prepareListing, type NewListing } from '@/services/listings/writes';
import { hashPassword } from '@/services/passwords';
import type { UploadStore } from '@/services/uploads';
import type { Database } from './client';
import { classifieds, listings, users } from './schema';
import { DEMO_CLASSIFIEDS, DEMO_SALES, DEMO_STREETS, type DemoSale } from './seed-data';

export const DEMO_SELLER = { email: 'demo@yardsale.test', password: 'Demo!Seller2025', displayName: 'Demo Seller' };
export const DEMO_BUYER = { email: 'buyer@yardsale.test', password: 'Demo!Buyer2025', displayName: 'Demo Buyer' };

const SALE_RADIUS_KM = 14;
const START_TIMES = ['07:00', '08:00', '08:30', '09:00', '10:00', '15:00'];
// Some sales run late, so a newcomer arriving in the evening still finds today's sales on the map.
const END_TIMES = ['13:00', '14:00', '23:00', '16:00', '17:00', '18:00', '21:00'];
const PHOTO_COLOURS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#c1121f', '#7b2cbf', '#2a9d8f'];

export interface SeedOptions {
  log: (line: string) => void;
  /** The clock to seed around; tests pass a fixed one. */
  now?: Date;
  /** Where demo photos go; without it the demo sales have none. */
  uploads?: UploadStore;
}

/** A point within radiusKm of the centre, spread evenly over the disc, rounded to about 1 m. */
function pointNear(center: LatLng, radiusKm: number, random: () => number): LatLng {
  const { lat, lng } = offsetPoint(center, radiusKm * Math.sqrt(random()), 2 * Math.PI * random());
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}

/** A small colourful picture drawn on the spot (no network, nothing to ship), as a phone JPEG. */
function demoPhoto(sale: DemoSale, index: number): Promise<Buffer> {
  const [background = '#fff', accent, third] = [0, 3, 5].map((step) => PHOTO_COLOURS[(index + step) % PHOTO_COLOURS.length]);
  // Whole words that fit the width; the characters SVG would read as markup are dropped.
  let title = '';
  for (const word of sale.title.replace(/[<>&'"]/g, '').split(' ')) {
    if (`${title} ${word}`.trim().length > 28) break;
    title = `${title} ${word}`.trim();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <circle cx="${120 + (index * 53) % 400}" cy="170" r="110" fill="${accent}"/>
    <rect x="${300 - (index * 37) % 200}" y="230" width="260" height="170" rx="24" fill="${third}"/>
    <text x="32" y="448" font-family="sans-serif" font-size="34" font-weight="bold" fill="#ffffff">${title}</text>
  </svg>`;
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Every fourth sale has no photo, so the 'No image' case shows too. */
async function demoPhotos(uploads: UploadStore | undefined, sellerId: string): Promise<(string | undefined)[]> {
  if (!uploads) return DEMO_SALES.map(() => undefined);
  return Promise.all(DEMO_SALES.map(async (sale, i) => (i % 4 === 3 ? undefined : saveListingPhoto(uploads, sellerId, await demoPhoto(sale, i)))));
}

/**
 * The demo sales, through the same validation and window computation as POST /api/listings.
 * Spread over today and the next two days in the sale's zone; every fourth runs two days.
 */
function saleRows(sellerId: string, now: Date, random: () => number, photos: (string | undefined)[]): Promise<NewListing[]> {
  return Promise.all(
    DEMO_SALES.map((sale, i) => {
      const point = pointNear(MAP.defaultCenter, SALE_RADIUS_KM, random);
      const first = addDays(todayInZone('America/Toronto', now), i % 3);
      const dates = i % 4 === 0 && i % 3 < 2 ? [first, addDays(first, 1)] : [first];
      const photo = photos[i];
      const body = {
        title: sale.title,
        description: sale.description,
        address: `${100 + Math.floor(random() * 1900)} ${DEMO_STREETS[i % DEMO_STREETS.length]}, London, ON`,
        latitude: point.lat,
        longitude: point.lng,
        startDate: dates[0],
        dates,
        startTime: START_TIMES[i % START_TIMES.length],
        endTime: END_TIMES[i % END_TIMES.length],
        category: sale.type === 'community' ? DEFAULT_YARD_SALE_CATEGORY : sale.categories[0],
        categories: sale.categories,
        imageUrls: photo ? [photo] : [],
        isEstateSale: sale.type === 'estate',
        isMovingSale: sale.type === 'moving',
        isCommunitySale: sale.type === 'community',
      };
      return prepareListing(body, { userId: sellerId, now, postedAt: now });
    }),
  );
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

/**
 * Fills an empty database with two verified demo accounts, yard sales around the default map centre
 * and classifieds, so a fresh checkout has something to look at. Does nothing once any user exists.
 * Returns whether it seeded.
 */
export async function seedDemoData(database: Database, { log, now = new Date(), uploads }: SeedOptions): Promise<boolean> {
  const anyUser = await database.db.select({ one: sql`1` }).from(users).limit(1);
  if (anyUser.length > 0) return false; // checked first so a normal start skips the password hashing

  const [sellerHash, buyerHash] = await Promise.all([
    hashPassword(DEMO_SELLER.password),
    hashPassword(DEMO_BUYER.password),
  ]);
  const random = seededRandom(20_250_322);
  // The ids are chosen here so the photos can be stored in the seller's folder before the insert.
  const [sellerId, buyerId] = [randomUUID(), randomUUID()];
  const photos = await demoPhotos(uploads, sellerId);
  const sales = await saleRows(sellerId, now, random, photos);
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
      await tx.insert(classifieds).values(classifiedRows({ seller: sellerId, buyer: buyerId }, random));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (!seeded && uploads) await Promise.all(photos.map((url) => url && uploads.remove(url)));
  if (seeded) {
    log(`Demo data created: ${DEMO_SALES.length} yard sales and ${DEMO_CLASSIFIEDS.length} classifieds.`);
    log(`  Sign in as ${DEMO_SELLER.email} / ${DEMO_SELLER.password} (buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password})`);
  }
  return seeded;
}
