// The writes a person repeats by hand (hearts, refreshes, deletions, unblocking) are limited per
// account too: each route below takes its rule's number of requests an hour, then answers 429.
import { describe, it } from 'vitest';
import { ROUTE_RATE_LIMITS, type RouteRateLimitName } from '@/services/rate-limit-rules';
import { expectRateLimited, useTestServer } from './support/accounts';
import type { ApiClient } from './support/client';
import { createUser } from './support/factories';

const context = useTestServer();
const NOBODY = '6f1e2d3c-0000-4000-8000-00000000dead'; // a well-formed id that names nothing: each request is accepted, then not found

const routes: [string, RouteRateLimitName, (client: ApiClient) => Promise<Response>][] = [
  ['DELETE /api/favorites/{listingId}', 'favorite', (client) => client.delete(`/api/favorites/${NOBODY}`)],
  ['DELETE /api/listings/{id}', 'ownPost', (client) => client.delete(`/api/listings/${NOBODY}`)],
  ['PATCH /api/listings/{id}/renew', 'ownPost', (client) => client.patch(`/api/listings/${NOBODY}/renew`, undefined)],
  ['DELETE /api/classifieds/{id}', 'ownPost', (client) => client.delete(`/api/classifieds/${NOBODY}`)],
  ['DELETE /api/messages/conversation/…', 'conversationDelete', (client) => client.delete(`/api/messages/conversation/${NOBODY}/${NOBODY}`)],
  ['DELETE /api/users/{id}/block', 'blockOrReport', (client) => client.delete(`/api/users/${NOBODY}/block`)],
  ['PATCH /api/alerts/{id}', 'saleAlert', (client) => client.patch(`/api/alerts/${NOBODY}`, { radiusKm: 25 })],
  ['DELETE /api/alerts/{id}', 'saleAlert', (client) => client.delete(`/api/alerts/${NOBODY}`)],
  ['PATCH /api/item-alerts/{id}', 'itemAlert', (client) => client.patch(`/api/item-alerts/${NOBODY}`, { radiusKm: 25 })],
  ['DELETE /api/item-alerts/{id}', 'itemAlert', (client) => client.delete(`/api/item-alerts/${NOBODY}`)],
];

describe('limits on repeated writes', () => {
  it.each(routes)('%s: %s', async (_route, rule, request) => {
    const { client } = await createUser(context.server.database.db, context.server.url);
    const { limit, windowMs } = ROUTE_RATE_LIMITS[rule];
    for (let i = 0; i < limit; i++) await request(client);
    await expectRateLimited(await request(client), windowMs / 1000);
  });
});
