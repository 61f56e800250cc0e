import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingsPage } from '@yardsale/core/api-types';
import { classifiedQuery, toClassifiedSearch } from '@yardsale/core/classified-query';
import { CLASSIFIED_CATEGORIES, CLASSIFIED_CONDITIONS, MAP, REFRESH_THRESHOLD_DAYS, YARD_SALE_CATEGORIES } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { DEFAULT_YARD_SALE_CATEGORY } from '@yardsale/core/sale-defaults';
import { haversineKm } from '@yardsale/core/geo';
import { zonedTimeToUtc } from '@yardsale/core/sale-window';
import { registrationFormSchema } from '@yardsale/core/schemas/auth';
import type { Database } from '@/db/client';
import { classifieds, itemAlerts, listings, users } from '@/db/schema';
import { DEMO_BUYER, DEMO_ITEM_ALERT_WORDS, DEMO_SELLER, refreshDemoSales, seedDemoData } from '@/demo/seed';
import { DEMO_CLASSIFIEDS } from '@/demo/seed-data';
import { searchClassifieds } from '@/services/classifieds/search';
import { searchListings } from '@/services/listings/search';
import { verifyPassword } from '@/services/passwords';
import { createDiskUploadStore } from '@/services/uploads';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { openTestDatabase } from './support/database';
import { createUser, insertRows, json, saleRow } from './support/factories';
import { startTestServer } from './support/server';

const DEMO_SALES_TITLE = 'Big Family Yard Sale'; // a demo title, on someone else's sale
// 10:00 in London, Ontario: every demo sale of "today" is still on.
const now = new Date('2025-06-14T14:00:00Z');
const days = ['2025-06-14', '2025-06-15', '2025-06-16'];
const DAY_MS = 24 * 60 * 60 * 1000;

let database: Database;
const lines: string[] = [];
let firstRun: boolean;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-seed-'));
const uploads = createDiskUploadStore(path.join(dataDir, 'uploads'));
beforeAll(async () => {
  database = await openTestDatabase();
  firstRun = await seedDemoData(database, { log: (line) => lines.push(line), now, uploads });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function counts() {
  const [[u], [l], [c]] = await Promise.all([
    database.db.select({ n: count() }).from(users),
    database.db.select({ n: count() }).from(listings),
    database.db.select({ n: count() }).from(classifieds),
  ]);
  return { users: u!.n, listings: l!.n, classifieds: c!.n };
}

describe('seedDemoData', () => {
  it('fills an empty database and logs how to sign in', async () => {
    expect(firstRun).toBe(true);
    expect(await counts()).toEqual({ users: 2, listings: 24, classifieds: DEMO_CLASSIFIEDS.length });
    expect(lines.join('\n')).toContain(`${DEMO_SELLER.email} / ${DEMO_SELLER.password}`);
  });

  it('does nothing once users exist', async () => {
    const before = await counts();
    const log: string[] = [];
    expect(await seedDemoData(database, { log: (line) => log.push(line), now })).toBe(false);
    expect(await counts()).toEqual(before);
    expect(log).toEqual([]);
  });

  it("gives the demo buyer an item alert whose words find the demo's bicycles", async () => {
    const [buyer] = await database.db.select().from(users).where(eq(users.email, DEMO_BUYER.email));
    const [alert, ...others] = await database.db.select().from(itemAlerts).where(eq(itemAlerts.userId, buyer!.id));
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ q: DEMO_ITEM_ALERT_WORDS, terms: [DEMO_ITEM_ALERT_WORDS], category: 'All Categories', place: 'London, ON' });
    const found = await searchClassifieds(database.db, toClassifiedSearch(classifiedQuery({ q: alert!.q })), now);
    expect(found.classifieds.map((item) => item.title)).toEqual(expect.arrayContaining([expect.stringMatching(/Bicycle/)]));
    expect(found.classifieds.length).toBeLessThan(DEMO_CLASSIFIEDS.length);
  });

  it('creates verified demo accounts whose passwords verify and meet the registration rule', async () => {
    for (const account of [DEMO_SELLER, DEMO_BUYER]) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user).toMatchObject({ username: account.email, emailVerified: true, isActive: true });
      expect(user!.preferences).toMatchObject({ termsAccepted: true, ageVerified: true });
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash, 'wrong')).toBe(false);
      // The demo password must be one a user could have chosen on the registration form.
      await expect(registrationFormSchema.validate({ username: account.email, password: account.password })).resolves.toBeTruthy();
    }
  });

  it('places yard sales within 10 km of the map centre over today and the next two days', async () => {
    const rows = await database.db.select().from(listings);
    for (const sale of rows) {
      expect(haversineKm(MAP.defaultCenter, { lat: sale.latitude, lng: sale.longitude })).toBeLessThan(10.01);
      expect(sale.timeZone).toBe('America/Toronto');
      expect(sale.dates.length).toBeGreaterThan(0);
      sale.dates.forEach((date) => expect(days).toContain(date));
      expect([sale.startDate, sale.endDate]).toEqual([sale.dates[0], sale.dates.at(-1)]);
      expect(sale.startTime < sale.endTime).toBe(true);
      expect(sale.visibleFrom.getTime()).toBe(now.getTime());
      expect(sale.visibleUntil.getTime()).toBeGreaterThan(now.getTime()); // all shown at 10:00 on the first day
      expect(sale.categories.length).toBeLessThanOrEqual(LIMITS.yardSaleMaxCategories);
      sale.categories.forEach((category) => expect(YARD_SALE_CATEGORIES).toContain(category));
      expect([...YARD_SALE_CATEGORIES, DEFAULT_YARD_SALE_CATEGORY]).toContain(sale.category);
    }
    // Every day and every sale type is represented.
    expect(new Set(rows.map((sale) => sale.startDate))).toEqual(new Set(days));
    expect(rows.some((sale) => sale.isEstateSale)).toBe(true);
    expect(rows.some((sale) => sale.isMovingSale)).toBe(true);
    expect(rows.some((sale) => sale.isCommunitySale)).toBe(true);
    expect(rows.some((sale) => !sale.isEstateSale && !sale.isMovingSale && !sale.isCommunitySale)).toBe(true);
  });

  it('creates classifieds with prices, some free, owned by both accounts', async () => {
    const rows = await database.db.select().from(classifieds);
    for (const item of rows) {
      expect(Number(item.price)).toBeGreaterThanOrEqual(0);
      expect(CLASSIFIED_CATEGORIES).toContain(item.category);
      expect(CLASSIFIED_CONDITIONS).toContain(item.condition);
    }
    expect(rows.filter((item) => Number(item.price) === 0).length).toBeGreaterThan(0);
    expect(new Set(rows.map((item) => item.userId)).size).toBe(2);
    expect(rows.filter((item) => item.categories.includes('Housing'))).toHaveLength(1);
    // A price drop for each demo account to find among the other's items (decision 0060).
    const dropped = rows.filter((item) => item.priceBeforeDrop !== null);
    expect(new Set(dropped.map((item) => item.userId)).size).toBe(2);
    for (const item of dropped) expect(Number(item.priceBeforeDrop)).toBeGreaterThan(Number(item.price));
  });

  it('gives several classifieds 2 to 5 photos in two sizes, near the centre, some due for a refresh', async () => {
    const rows = await database.db.select().from(classifieds);
    expect(rows.filter((item) => item.imageUrls.length >= 2 && item.imageUrls.length <= 5).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((item) => item.imageUrls.length === 0).length).toBeGreaterThan(0);
    for (const item of rows) {
      expect(item.thumbnailUrls).toHaveLength(item.imageUrls.length);
      for (const url of [...item.imageUrls, ...item.thumbnailUrls]) expect(fs.existsSync(path.join(dataDir, 'uploads', url.slice('/uploads/'.length)))).toBe(true);
      expect(haversineKm(MAP.defaultCenter, { lat: item.latitude, lng: item.longitude })).toBeLessThan(13);
      expect(item.area).toMatch(/, London, ON$/);
    }
    const ageDays = rows.map((item) => (now.getTime() - item.renewedAt.getTime()) / 86_400_000);
    expect(ageDays.filter((days) => days >= REFRESH_THRESHOLD_DAYS).length).toBeGreaterThan(0);
    expect(rows.every((item) => item.expiresAt > now)).toBe(true);
  });

  it('gives most sales a photo of their own, stored as a WebP upload that does not name the seller', async () => {
    const rows = await database.db.select().from(listings);
    const photos = rows.flatMap((sale) => sale.imageUrls);
    expect(photos.length).toBe(18); // every fourth sale has none
    expect(new Set(photos).size).toBe(photos.length); // deleting one sale must not take another's photo
    for (const url of photos) {
      const sale = rows.find((row) => row.imageUrls.includes(url))!;
      expect(url).toMatch(/^\/uploads\/photos\//);
      expect(url).not.toContain(sale.userId);
      const file = path.join(uploads.rootDir, url.slice('/uploads/'.length));
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
  });

  it('keeps sales on the map late in the day', async () => {
    const lateEnds = (await database.db.select().from(listings)).filter((sale) => sale.endTime >= '23:30');
    expect(lateEnds.filter((sale) => sale.dates.includes(days[0]!)).length).toBeGreaterThanOrEqual(3);
  });

  it('puts two sales at exactly the same spot, so the map offsets one of them', async () => {
    const rows = await database.db.select().from(listings);
    const spots = new Set(rows.map((sale) => `${sale.latitude},${sale.longitude}`));
    expect(spots.size).toBe(rows.length - 1);
  });
});

const NEAR_CENTRE = { area: { kind: 'near', center: { lat: 42.98, lng: -81.25 }, radiusKm: 25 }, filters: { saleTypes: [], categories: [] }, limit: 200 } as const;
const toronto = (date: string, time: string) => zonedTimeToUtc(date, time, 'America/Toronto');

describe('the demo map at any hour (frozen clocks, America/Toronto)', () => {
  // What GET /api/listings?near=42.98,-81.25 runs, at a chosen instant (HTTP callers cannot pass one).
  async function shownAt(db: Database, at: Date) {
    const { listings: shown } = await searchListings(db.db, NEAR_CENTRE, at);
    return { today: shown.filter((sale) => sale.dates.includes(days[0]!)), later: shown.filter((sale) => !sale.dates.includes(days[0]!)) };
  }

  it.each(['00:05', '23:00', '23:50'])('a server first started at %s shows several of today\'s sales and the coming days\' until midnight', async (startedAt) => {
    const fresh = await openTestDatabase();
    try {
      await seedDemoData(fresh, { log: () => {}, now: toronto(days[0]!, startedAt) });
      for (const time of ['00:05', '06:00', '12:00', '18:00', '23:00', '23:50', '23:59']) {
        if (time < startedAt) continue;
        const { today, later } = await shownAt(fresh, toronto(days[0]!, time));
        expect(today.length, `today's sales at ${time}`).toBeGreaterThanOrEqual(4);
        expect(later.length, `the coming days' sales at ${time}`).toBeGreaterThanOrEqual(12);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('refreshDemoSales on a data folder seeded days ago', () => {
  it('moves only the demo seller\'s demo sales to the new days, keeping ids, places and photos', async () => {
    const later = new Date(now.getTime() + 3 * DAY_MS); // 10:00 on 2025-06-17
    const { user: other } = await createUser(database.db, 'http://127.0.0.1');
    const [othersSale] = await insertRows(database.db, [saleRow(other.id, MAP.defaultCenter, now, { title: DEMO_SALES_TITLE })]);
    const [takenDown] = await database.db.select({ id: listings.id }).from(listings).where(ne(listings.id, othersSale!)).limit(1);
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, takenDown!.id)); // a moderator's takedown stays
    const before = await database.db.select().from(listings);
    const log: string[] = [];

    expect(await seedDemoData(database, { log: (line) => log.push(line), now: later })).toBe(false);
    expect(log).toEqual(['Demo data refreshed: 24 demo yard sales moved to today and the next two days.']);
    const after = await database.db.select().from(listings);
    const newDays = ['2025-06-17', '2025-06-18', '2025-06-19'];
    for (const sale of after.filter((row) => row.id !== othersSale)) {
      const old = before.find((row) => row.id === sale.id)!;
      expect(sale).toMatchObject({ latitude: old.latitude, longitude: old.longitude, imageUrls: old.imageUrls, title: old.title, isActive: sale.id !== takenDown!.id });
      sale.dates.forEach((date) => expect(newDays).toContain(date));
      expect(sale.visibleFrom.getTime()).toBe(later.getTime());
    }
    expect(after.find((row) => row.id === othersSale)).toEqual(before.find((row) => row.id === othersSale));
    expect((await searchListings(database.db, NEAR_CENTRE, later)).listings.length).toBeGreaterThanOrEqual(20);

    // Started again the same day: nothing is stale, nothing is written.
    expect(await refreshDemoSales(database, { log: (line) => log.push(line), now: new Date(later.getTime() + 60_000) })).toBe(false);
    expect(log).toHaveLength(1);
  });

  it('posts a deleted demo sale again', async () => {
    const [seller] = await database.db.select().from(users).where(eq(users.email, DEMO_SELLER.email));
    const [first] = await database.db.select().from(listings).where(eq(listings.userId, seller!.id)).limit(1);
    await database.db.delete(listings).where(eq(listings.id, first!.id));
    expect(await refreshDemoSales(database, { log: () => {}, now: new Date(now.getTime() + 3 * DAY_MS) })).toBe(true);
    const [{ n }] = (await database.db.select({ n: count() }).from(listings).where(eq(listings.userId, seller!.id))) as [{ n: number }];
    expect(n).toBe(24);
  });
});

describe('demo classifieds on a data folder seeded over a month ago', () => {
  it("dates the expired ones again as when seeded, and leaves everyone else's alone", async () => {
    const later = new Date(now.getTime() + 40 * DAY_MS);
    const { user: other } = await createUser(database.db, 'http://127.0.0.1');
    const [othersId] = await insertClassifieds(database.db, [classifiedRow(other.id, MAP.defaultCenter, now, { title: DEMO_CLASSIFIEDS[0]!.title })]);
    const log: string[] = [];

    await seedDemoData(database, { log: (line) => log.push(line), now: later });
    expect(log).toContain(`Demo data refreshed: ${DEMO_CLASSIFIEDS.length} expired demo classifieds dated again.`);
    const shown = await searchClassifieds(database.db, toClassifiedSearch(classifiedQuery({ near: MAP.defaultCenter })), later);
    expect(shown.classifieds.map((item) => item.title).sort()).toEqual(DEMO_CLASSIFIEDS.map((item) => item.title).sort());
    const [oldest] = await database.db.select().from(classifieds).where(eq(classifieds.title, DEMO_CLASSIFIEDS[0]!.title)).orderBy(desc(classifieds.renewedAt));
    expect(oldest!.renewedAt.getTime()).toBe(later.getTime() - DEMO_CLASSIFIEDS[0]!.ageDays * DAY_MS);
    const [others] = await database.db.select().from(classifieds).where(eq(classifieds.id, othersId!));
    expect(others!.expiresAt.getTime()).toBeLessThan(later.getTime());
  });
});

describe('GET /api/listings after seeding', () => {
  it('answers demo sales near the default centre, whatever the hour the test runs', async () => {
    const server = await startTestServer();
    try {
      await seedDemoData(server.database, { log: () => {} });
      const page = await json<ListingsPage>(await fetch(`${server.url}/api/listings?near=42.98,-81.25`));
      // Tomorrow's and the day after's sales always show; today's late ones too until midnight.
      expect(page.listings.length).toBeGreaterThanOrEqual(16);
      page.listings.forEach((sale) => expect(sale.distanceKm).toBeLessThan(10.1));
    } finally {
      await server.close();
    }
  });
});

describe('seedDemoData started twice at once', () => {
  it('seeds exactly once', async () => {
    const fresh = await openTestDatabase();
    try {
      const results = await Promise.all([1, 2].map(() => seedDemoData(fresh, { log: () => {}, now })));
      expect(results.filter(Boolean)).toHaveLength(1);
      const [row] = await fresh.db.select({ n: count() }).from(listings);
      expect(row?.n).toBe(24);
    } finally {
      await fresh.close();
    }
  });
});
