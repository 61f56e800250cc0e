// What the item-alert tests share (decision 0061): a server, a stand-in push service, and people
// watching a /classifieds search around a place with push on.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Classified, ItemAlert } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import { itemAlertMatches } from '@/db/schema';
import { useTestServer } from './accounts';
import { postClassified } from './classifieds';
import { createUser, json, type TestUser } from './factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './push-service';

export const itemAlertAt = (at: LatLng, extra: Record<string, unknown> = {}) => ({ latitude: at.lat, longitude: at.lng, radiusKm: 10, ...extra });

/** A test server and a push service for one test file, with the helpers that use them. */
export function useItemAlertWorld() {
  const context = useTestServer();
  const db = () => context.server.database.db;
  let pushService: FakePushService;
  beforeAll(async () => (pushService = await startFakePushService()));
  afterAll(() => pushService.close());

  async function watcher(at: LatLng, extra: Record<string, unknown> = {}): Promise<TestUser & { browser: BrowserSubscription; alert: ItemAlert }> {
    const person = await createUser(db(), context.server.url);
    const browser = await subscribedBrowser(person.client, pushService);
    const alert = await json<ItemAlert>(await person.client.post('/api/item-alerts', itemAlertAt(at, extra)), 201);
    return { ...person, browser, alert };
  }

  /** A classified posted at `at`, once its matching (after the answer) is done. */
  async function postItem(seller: TestUser, at: LatLng, fields: Record<string, string> = {}): Promise<Classified> {
    const item = await postClassified(seller.client, { latitude: String(at.lat), longitude: String(at.lng), ...fields });
    await context.server.app.push.settled();
    return item;
  }

  const subscribe = (client: TestUser['client']) => subscribedBrowser(client, pushService);
  const pushesTo = (browser: BrowserSubscription) => notificationsTo(pushService, browser);

  /** The items a person's matches name, as the hourly e-mail would (not those an edit withdrew). */
  const matchesOf = async (userId: string) =>
    (await db().select().from(itemAlertMatches).where(and(eq(itemAlertMatches.userId, userId), isNull(itemAlertMatches.withdrawnAt)))).map((match) => match.classifiedId).sort();

  return { context, db, watcher, postItem, subscribe, pushesTo, matchesOf };
}
