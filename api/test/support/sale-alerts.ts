// What the sale-alert tests share (decision 0039): a server, a stand-in push service, and people
// watching places with push on.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Listing, SaleAlert } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import { saleAlertMatches } from '@/db/schema';
import { useTestServer } from './accounts';
import { createUser, json, saleBody, type TestUser } from './factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './push-service';

export const alertAt = (at: LatLng, extra: Record<string, unknown> = {}) => ({ latitude: at.lat, longitude: at.lng, radiusKm: 5, ...extra });

/** A test server and a push service for one test file, with the helpers that use them. */
export function useSaleAlertWorld() {
  const context = useTestServer();
  const db = () => context.server.database.db;
  let pushService: FakePushService;
  beforeAll(async () => (pushService = await startFakePushService()));
  afterAll(() => pushService.close());

  async function postSale(seller: TestUser, at: LatLng, extra: Record<string, unknown> = {}): Promise<Listing> {
    const sale = await json<Listing>(await seller.client.post('/api/listings', saleBody({ latitude: at.lat, longitude: at.lng, ...extra })), 201);
    await context.server.app.push.settled(); // matching runs after the answer
    return sale;
  }

  /** The sales a person's matches name, as the hourly e-mail would (not those an edit withdrew). */
  const matchesOf = async (userId: string) =>
    (await db().select().from(saleAlertMatches).where(and(eq(saleAlertMatches.userId, userId), isNull(saleAlertMatches.withdrawnAt)))).map((match) => match.listingId).sort();

  /** Someone watching `at` with push on and a browser subscribed. */
  async function watcher(at: LatLng, extra: Record<string, unknown> = {}): Promise<TestUser & { browser: BrowserSubscription }> {
    const person = await createUser(db(), context.server.url);
    const browser = await subscribedBrowser(person.client, pushService);
    await json<SaleAlert>(await person.client.post('/api/alerts', alertAt(at, extra)), 201);
    return { ...person, browser };
  }

  const pushesTo = (browser: BrowserSubscription) => notificationsTo(pushService, browser);

  return { context, db, postSale, matchesOf, watcher, pushesTo };
}
