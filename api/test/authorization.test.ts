// Who may call what: every documented route × every kind of caller, with the status each cell must
// answer. Requests are valid, so a cell's status is the authorization decision alone. A route that
// is added without a row here fails the first test.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAP } from '@yardsale/core/constants';
import { formatTileRange, tileRangeFor } from '@yardsale/core/map-tiles';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { expectAnswer, PASSWORD, uniqueEmail, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { createUser, insertRows, saleBody, saleRow, torontoDay } from './support/factories';
import { classifiedFields, classifiedRow, insertClassifieds, photoParts } from './support/classifieds';
import { formData, jpegWithGps } from './support/images';

/** `unconsenting`: verified, but has not accepted the terms nor confirmed being 18 or older. */
const CALLERS = ['guest', 'unverified', 'unconsenting', 'verified', 'owner', 'other'] as const;
type Caller = (typeof CALLERS)[number];

/** One cell's world: the caller, and a verified seller's sale and classified that `owner` owns and the others do not. */
interface Cell {
  client: ApiClient;
  email: string;
  listingId: string;
  classifiedId: string;
  sellerId: string;
}

interface Row {
  /** Builds the request for the cell: path and fetch options. */
  request: (cell: Cell) => Promise<{ path: string; init?: RequestInit }> | { path: string; init?: RequestInit };
  expect: Record<Caller, number>;
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const all = (status: number): Record<Caller, number> => ({ guest: status, unverified: status, unconsenting: status, verified: status, owner: status, other: status });
const signedIn = (status: number) => ({ ...all(status), guest: 401 });
/** Posting: a verified e-mail and consent. */
const verifiedOnly = (status: number) => ({ ...all(status), guest: 401, unverified: 403, unconsenting: 403 });
const ownerOnly = (status: number) => ({ guest: 401, unverified: 403, unconsenting: 403, verified: 403, owner: status, other: 403 });
const near = `${MAP.defaultCenter.lat},${MAP.defaultCenter.lng}`;
const aroundCentre = { west: MAP.defaultCenter.lng - 0.1, south: MAP.defaultCenter.lat - 0.1, east: MAP.defaultCenter.lng + 0.1, north: MAP.defaultCenter.lat + 0.1 };
/** Aimed at the seller: the seller (owner) aiming at themself is refused as bad input. */
const atTheSeller = (status: number) => ({ ...signedIn(status), owner: 400 });

const MATRIX: Record<string, Row> = {
  'GET /api/health': { request: () => ({ path: '/api/health' }), expect: all(200) },
  'GET /api/config': { request: () => ({ path: '/api/config' }), expect: all(200) },
  'GET /api/openapi.json': { request: () => ({ path: '/api/openapi.json' }), expect: all(200) },
  'GET /api/docs': { request: () => ({ path: '/api/docs' }), expect: all(200) },
  'GET /api/auth/user': { request: () => ({ path: '/api/auth/user' }), expect: signedIn(200) },
  // A guest signs in with an address that has no account.
  'POST /api/login': { request: ({ email }) => ({ path: '/api/login', init: json('POST', { username: email, password: PASSWORD }) }), expect: { ...all(200), guest: 401 } },
  // Only a suspended account appeals; none of these is suspended (appeals-api.test.ts).
  'POST /api/appeals': { request: ({ email }) => ({ path: '/api/appeals', init: json('POST', { username: email, password: PASSWORD, message: 'Matrix' }) }), expect: { ...all(409), guest: 401 } },
  'POST /api/register': { request: () => ({ path: '/api/register', init: json('POST', { username: uniqueEmail('matrix'), password: PASSWORD }) }), expect: all(201) },
  'POST /api/logout': { request: () => ({ path: '/api/logout', init: { method: 'POST' } }), expect: all(200) },
  'POST /api/update-consent': { request: () => ({ path: '/api/update-consent', init: json('POST', { termsAccepted: true, ageVerified: true }) }), expect: signedIn(200) },
  'POST /api/verify-current-user': { request: () => ({ path: '/api/verify-current-user', init: { method: 'POST' } }), expect: signedIn(200) },
  // Direct verification is a development aid (404 in production): public where it is on.
  'GET /api/get-verification-link': { request: ({ email }) => ({ path: `/api/get-verification-link?email=${encodeURIComponent(email)}` }), expect: { ...all(404), unverified: 200 } },
  'POST /api/resend-verification': { request: ({ email }) => ({ path: '/api/resend-verification', init: json('POST', { email }) }), expect: all(200) },
  'GET /api/verify-email': { request: () => ({ path: '/api/verify-email?token=not-a-token' }), expect: all(400) },
  'POST /api/users/reset-password/request': { request: ({ email }) => ({ path: '/api/users/reset-password/request', init: json('POST', { email }) }), expect: all(200) },
  'POST /api/users/reset-password/complete': { request: () => ({ path: '/api/users/reset-password/complete', init: json('POST', { token: 'not-a-token', newPassword: 'Fresh!pass9' }) }), expect: all(400) },
  'POST /api/users/change-password': { request: () => ({ path: '/api/users/change-password', init: json('POST', { currentPassword: PASSWORD, newPassword: 'Fresh!pass9' }) }), expect: signedIn(200) },
  'POST /api/users/change-email': { request: () => ({ path: '/api/users/change-email', init: json('POST', { newEmail: `moving-${Math.random().toString(36).slice(2)}@example.org`, currentPassword: PASSWORD }) }), expect: signedIn(200) },
  'PATCH /api/users/profile': { request: () => ({ path: '/api/users/profile', init: json('PATCH', { displayName: 'Matrix' }) }), expect: signedIn(200) },
  'DELETE /api/users/account': { request: () => ({ path: '/api/users/account', init: json('DELETE', { password: PASSWORD }) }), expect: signedIn(200) },
  'POST /api/support/contact': { request: ({ email }) => ({ path: '/api/support/contact', init: json('POST', { email, subject: 'Hello', message: 'A question about my sale.' }) }), expect: all(201) },
  'POST /api/users/sms-number': { request: () => ({ path: '/api/users/sms-number', init: json('POST', { phone: `519-555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}` }) }), expect: verifiedOnly(200) },
  // No code was texted to these accounts.
  'POST /api/users/sms-number/verify': { request: () => ({ path: '/api/users/sms-number/verify', init: json('POST', { code: '000000' }) }), expect: signedIn(400) },
  'DELETE /api/users/sms-number': { request: () => ({ path: '/api/users/sms-number', init: { method: 'DELETE' } }), expect: signedIn(200) },
  'GET /api/dev/sms': { request: () => ({ path: '/api/dev/sms?phone=5195550134' }), expect: all(200) },
  'GET /api/dev/mail': { request: ({ email }) => ({ path: `/api/dev/mail?email=${encodeURIComponent(email)}` }), expect: all(200) },
  'POST /api/data-deletion': { request: ({ email }) => ({ path: '/api/data-deletion', init: json('POST', { email, reason: 'Leaving' }) }), expect: all(201) },
  'GET /api/geocode/autocomplete': { request: () => ({ path: '/api/geocode/autocomplete?q=London' }), expect: all(200) },
  'GET /api/geocode/forward': { request: () => ({ path: '/api/geocode/forward?address=N6A%201B1' }), expect: all(200) },
  'GET /api/geocode/reverse': { request: () => ({ path: `/api/geocode/reverse?lat=${MAP.defaultCenter.lat}&lng=${MAP.defaultCenter.lng}` }), expect: all(200) },
  'GET /api/listings': { request: () => ({ path: `/api/listings?near=${near}` }), expect: all(200) },
  // Public; the test server has no web build beside it, so there is nothing to draw (first-screens.test.ts).
  'GET /api/listings/first-screen': { request: () => ({ path: `/api/listings/first-screen?near=${near}` }), expect: all(404) },
  'GET /api/listings/first-screen/map': { request: () => ({ path: `/api/listings/first-screen/map?near=${near}&width=412&height=663` }), expect: all(404) },
  'GET /api/listings/markers': { request: () => ({ path: `/api/listings/markers?tiles=${formatTileRange(tileRangeFor(aroundCentre))}` }), expect: all(200) },
  'GET /api/listings/user': { request: () => ({ path: '/api/listings/user' }), expect: signedIn(200) },
  'GET /api/listings/selection': { request: ({ listingId }) => ({ path: `/api/listings/selection?ids=${listingId}` }), expect: all(200) },
  'GET /api/listings/:id': { request: ({ listingId }) => ({ path: `/api/listings/${listingId}` }), expect: all(200) },
  'POST /api/listings': { request: () => ({ path: '/api/listings', init: json('POST', saleBody()) }), expect: verifiedOnly(201) },
  'POST /api/listings/photo': {
    request: async () => ({ path: '/api/listings/photo', init: { method: 'POST', body: formData({}, [{ field: 'photo', type: 'image/jpeg', bytes: await jpegWithGps(64, 48) }]) } }),
    expect: verifiedOnly(201),
  },
  'PUT /api/listings/:id': { request: ({ listingId }) => ({ path: `/api/listings/${listingId}`, init: json('PUT', saleBody()) }), expect: ownerOnly(200) },
  'DELETE /api/listings/:id': { request: ({ listingId }) => ({ path: `/api/listings/${listingId}`, init: { method: 'DELETE' } }), expect: { ...ownerOnly(200), verified: 403 } },
  // Anyone's view of a shown post counts (the seller's own counts nothing, but is answered alike).
  'POST /api/listings/:id/view': { request: ({ listingId }) => ({ path: `/api/listings/${listingId}/view`, init: { method: 'POST' } }), expect: all(200) },
  'POST /api/classifieds/:id/view': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}/view`, init: { method: 'POST' } }), expect: all(200) },
  'PATCH /api/listings/:id/renew': { request: ({ listingId }) => ({ path: `/api/listings/${listingId}/renew`, init: { method: 'PATCH' } }), expect: ownerOnly(200) },
  'GET /api/classifieds/first-screen': { request: () => ({ path: `/api/classifieds/first-screen?near=${near}` }), expect: all(404) },
  'GET /api/classifieds': { request: () => ({ path: `/api/classifieds?near=${near}` }), expect: all(200) },
  'GET /api/classifieds/user': { request: () => ({ path: '/api/classifieds/user' }), expect: signedIn(200) },
  'GET /api/classifieds/:id': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}` }), expect: all(200) },
  'POST /api/classifieds': {
    request: async () => ({ path: '/api/classifieds', init: { method: 'POST', body: formData(classifiedFields(), await photoParts(1)) } }),
    expect: verifiedOnly(201),
  },
  'PUT /api/classifieds/:id': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}`, init: { method: 'PUT', body: formData(classifiedFields()) } }), expect: ownerOnly(200) },
  'PUT /api/classifieds/:id/sold': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}/sold`, init: { method: 'PUT' } }), expect: ownerOnly(200) },
  'DELETE /api/classifieds/:id/sold': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}/sold`, init: { method: 'DELETE' } }), expect: ownerOnly(200) },
  'DELETE /api/classifieds/:id': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}`, init: { method: 'DELETE' } }), expect: ownerOnly(200) },
  'POST /api/dev/classifieds/:id/age': { request: ({ classifiedId }) => ({ path: `/api/dev/classifieds/${classifiedId}/age`, init: json('POST', { days: 15 }) }), expect: ownerOnly(200) },
  // Any signed-in user who gave consent may message a seller (SPEC sections 2 and 6); the seller cannot message themself.
  'POST /api/messages': { request: ({ classifiedId }) => ({ path: '/api/messages', init: json('POST', { listingId: classifiedId, listingType: 'classified', content: 'Still available?' }) }), expect: { ...atTheSeller(201), unconsenting: 403 } },
  'GET /api/messages/conversations': { request: () => ({ path: '/api/messages/conversations' }), expect: signedIn(200) },
  // A stream: the status arrives with the headers (events.test.ts reads the events).
  'GET /api/events': { request: () => ({ path: '/api/events' }), expect: signedIn(200) },
  'GET /api/messages/unread': { request: () => ({ path: '/api/messages/unread' }), expect: signedIn(200) },
  // Only the two people in a conversation read it: anyone else reads an empty one (messages-api.test.ts).
  'GET /api/messages/:listingId/:otherUserId': { request: ({ classifiedId, sellerId }) => ({ path: `/api/messages/${classifiedId}/${sellerId}` }), expect: signedIn(200) },
  'DELETE /api/messages/conversation/:listingId/:otherUserId': { request: ({ classifiedId, sellerId }) => ({ path: `/api/messages/conversation/${classifiedId}/${sellerId}`, init: { method: 'DELETE' } }), expect: signedIn(404) },
  // The token is the key (no sign-in): a wrong one is refused the same for everyone.
  'GET /api/notifications/unsubscribe': { request: () => ({ path: '/api/notifications/unsubscribe?token=not-a-token' }), expect: all(400) },
  'POST /api/notifications/unsubscribe': { request: () => ({ path: '/api/notifications/unsubscribe', init: { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'token=not-a-token' } }), expect: all(400) },
  // Anyone signed in may have their browsers pushed to; deleting names one's own endpoint only (push-api.test.ts).
  'GET /api/push/key': { request: () => ({ path: '/api/push/key' }), expect: all(200) },
  'POST /api/push/subscriptions': { request: () => ({ path: '/api/push/subscriptions', init: json('POST', { endpoint: 'http://127.0.0.1:9/push/matrix', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }) }), expect: signedIn(200) },
  'DELETE /api/push/subscriptions': { request: () => ({ path: '/api/push/subscriptions', init: json('DELETE', { endpoint: 'http://127.0.0.1:9/push/matrix' }) }), expect: signedIn(200) },
  'GET /api/users/:id/blocked': { request: ({ sellerId }) => ({ path: `/api/users/${sellerId}/blocked` }), expect: signedIn(200) },
  'POST /api/users/:id/block': { request: ({ sellerId }) => ({ path: `/api/users/${sellerId}/block`, init: json('POST', { duration: '1day' }) }), expect: atTheSeller(200) },
  'DELETE /api/users/:id/block': { request: ({ sellerId }) => ({ path: `/api/users/${sellerId}/block`, init: { method: 'DELETE' } }), expect: atTheSeller(200) },
  'POST /api/users/:id/report': { request: ({ sellerId }) => ({ path: `/api/users/${sellerId}/report`, init: json('POST', { reason: 'Asked for a deposit' }) }), expect: atTheSeller(201) },
  // Reporting a post is for anyone signed in but its seller (decision 0056).
  'POST /api/listings/:id/report': { request: ({ listingId }) => ({ path: `/api/listings/${listingId}/report`, init: json('POST', { problem: 'spam' }) }), expect: atTheSeller(201) },
  'POST /api/classifieds/:id/report': { request: ({ classifiedId }) => ({ path: `/api/classifieds/${classifiedId}/report`, init: json('POST', { problem: 'scam' }) }), expect: atTheSeller(201) },
  // The review desk: administrators only (admin-api.test.ts); 403 to every other caller, guests too.
  'GET /api/admin/reports': { request: () => ({ path: '/api/admin/reports' }), expect: all(403) },
  'GET /api/admin/actions': { request: () => ({ path: '/api/admin/actions' }), expect: all(403) },
  'GET /api/admin/appeals': { request: () => ({ path: '/api/admin/appeals' }), expect: all(403) },
  'GET /api/admin/users/suspended': { request: () => ({ path: '/api/admin/users/suspended' }), expect: all(403) },
  'GET /api/admin/users/lookup': { request: ({ email }) => ({ path: `/api/admin/users/lookup?email=${encodeURIComponent(email)}` }), expect: all(403) },
  'GET /api/admin/posts/:id': { request: ({ listingId }) => ({ path: `/api/admin/posts/${listingId}` }), expect: all(403) },
  'GET /api/admin/deletion-requests': { request: () => ({ path: '/api/admin/deletion-requests' }), expect: all(403) },
  'POST /api/admin/deletion-requests/:id/complete': {
    request: () => ({ path: '/api/admin/deletion-requests/00000000-0000-4000-8000-000000000000/complete', init: json('POST', { note: 'Matrix' }) }),
    expect: all(403),
  },
  'POST /api/admin/deletion-requests/:id/reject': {
    request: () => ({ path: '/api/admin/deletion-requests/00000000-0000-4000-8000-000000000000/reject', init: json('POST', { note: 'Matrix' }) }),
    expect: all(403),
  },
  'POST /api/admin/appeals/:id/reject': { request: () => ({ path: '/api/admin/appeals/00000000-0000-4000-8000-000000000000/reject', init: json('POST', { note: 'Matrix' }) }), expect: all(403) },
  'POST /api/admin/reports/:id/dismiss': { request: () => ({ path: '/api/admin/reports/00000000-0000-4000-8000-000000000000/dismiss', init: json('POST', { note: 'Matrix' }) }), expect: all(403) },
  'POST /api/admin/listings/:id/remove': { request: ({ classifiedId }) => ({ path: `/api/admin/listings/${classifiedId}/remove`, init: json('POST', { note: 'Matrix' }) }), expect: all(403) },
  'POST /api/admin/users/:id/suspend': { request: ({ sellerId }) => ({ path: `/api/admin/users/${sellerId}/suspend`, init: json('POST', { note: 'Matrix' }) }), expect: all(403) },
  'POST /api/admin/listings/:id/restore': { request: ({ classifiedId }) => ({ path: `/api/admin/listings/${classifiedId}/restore`, init: json('POST', { note: 'Matrix' }) }), expect: all(403) },
  'POST /api/admin/users/:id/restore': { request: ({ sellerId }) => ({ path: `/api/admin/users/${sellerId}/restore`, init: json('POST', { note: 'Matrix' }) }), expect: all(403) },
  'GET /api/favorites': { request: () => ({ path: '/api/favorites' }), expect: signedIn(200) },
  'POST /api/favorites': { request: ({ listingId }) => ({ path: '/api/favorites', init: json('POST', { listingId }) }), expect: signedIn(201) },
  'DELETE /api/favorites/:listingId': { request: ({ listingId }) => ({ path: `/api/favorites/${listingId}`, init: { method: 'DELETE' } }), expect: signedIn(200) },
  'GET /api/saved-classifieds': { request: () => ({ path: '/api/saved-classifieds' }), expect: signedIn(200) },
  'POST /api/saved-classifieds': { request: ({ classifiedId }) => ({ path: '/api/saved-classifieds', init: json('POST', { classifiedId }) }), expect: signedIn(201) },
  'DELETE /api/saved-classifieds/:classifiedId': { request: ({ classifiedId }) => ({ path: `/api/saved-classifieds/${classifiedId}`, init: { method: 'DELETE' } }), expect: signedIn(200) },
  'GET /api/alerts': { request: () => ({ path: '/api/alerts' }), expect: signedIn(200) },
  'POST /api/alerts': { request: () => ({ path: '/api/alerts', init: json('POST', { latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng, radiusKm: 5 }) }), expect: signedIn(201) },
  // Nobody's alert: another person's reads as not found too (sale-alerts.test.ts).
  'PATCH /api/alerts/:id': { request: () => ({ path: '/api/alerts/00000000-0000-4000-8000-000000000000', init: json('PATCH', { radiusKm: 25 }) }), expect: signedIn(404) },
  'DELETE /api/alerts/:id': { request: () => ({ path: '/api/alerts/00000000-0000-4000-8000-000000000000', init: { method: 'DELETE' } }), expect: signedIn(404) },
  'GET /api/item-alerts': { request: () => ({ path: '/api/item-alerts' }), expect: signedIn(200) },
  'POST /api/item-alerts': { request: () => ({ path: '/api/item-alerts', init: json('POST', { q: 'matrix', latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng, radiusKm: 5 }) }), expect: signedIn(201) },
  // Nobody's alert: another person's reads as not found too (item-alerts.test.ts).
  'PATCH /api/item-alerts/:id': { request: () => ({ path: '/api/item-alerts/00000000-0000-4000-8000-000000000000', init: json('PATCH', { radiusKm: 25 }) }), expect: signedIn(404) },
  'DELETE /api/item-alerts/:id': { request: () => ({ path: '/api/item-alerts/00000000-0000-4000-8000-000000000000', init: { method: 'DELETE' } }), expect: signedIn(404) },
};

const context = useTestServer();
const db = () => context.server.database.db;

/** Tomorrow's sale in Toronto: renewable at any hour the test runs. */
const upcoming = () => ({ timeZone: 'America/Toronto', dates: [torontoDay(1)], startDate: torontoDay(1), endDate: torontoDay(1) });

/** A fresh world per cell, so a cell that deletes or changes something cannot decide another's answer. */
async function cellFor(caller: Caller): Promise<Cell> {
  const seller = await createUser(db(), context.server.url, { password: PASSWORD });
  const [listingId] = await insertRows(db(), [saleRow(seller.user.id, MAP.defaultCenter, new Date(), upcoming())]);
  const [classifiedId] = await insertClassifieds(db(), [classifiedRow(seller.user.id, MAP.defaultCenter, new Date())]);
  const posts = { listingId: listingId!, classifiedId: classifiedId!, sellerId: seller.user.id };
  if (caller === 'owner') return { client: seller.client, email: seller.user.email, ...posts };
  if (caller === 'guest') return { client: apiClient(context.server.url), email: uniqueEmail('guest'), ...posts };
  const { user, client } = await createUser(db(), context.server.url, { verified: caller !== 'unverified', consented: caller !== 'unconsenting', password: PASSWORD });
  return { client, email: user.email, ...posts };
}

describe('the authorization matrix', () => {
  beforeEach(() => context.server.app.clearMemoryRateLimits());

  it('has a row for every documented route', async () => {
    const { paths } = (await (await fetch(`${context.server.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    const documented = Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`));
    expect(Object.keys(MATRIX).sort()).toEqual(documented.sort());
  });

  it.each(Object.entries(MATRIX))('%s', async (_route, row) => {
    const answers: Partial<Record<Caller, number>> = {};
    for (const caller of CALLERS) {
      const cell = await cellFor(caller);
      const { path, init } = await row.request(cell);
      answers[caller] = (await cell.client.fetch(path, init)).status;
    }
    expect(answers).toEqual(row.expect);
  });
});

describe('consent (SPEC section 2: the terms accepted, 18 or older confirmed)', () => {
  it('is asked for before posting, renewing, putting a sold classified back or messaging, and once given they go through', async () => {
    const seller = await cellFor('owner');
    const { user, client } = await createUser(db(), context.server.url, { consented: false });
    // A sale of theirs from before consent was asked for.
    const [saleId] = await insertRows(db(), [saleRow(user.id, MAP.defaultCenter, new Date(), upcoming())]);
    const [soldId] = await insertClassifieds(db(), [classifiedRow(user.id, MAP.defaultCenter, new Date(), { soldAt: new Date() })]);
    const message = { listingId: seller.classifiedId, listingType: 'classified', content: 'Still available?' };
    await expectAnswer(await client.post('/api/listings', saleBody()), 403, AUTH_MESSAGES.consentRequired);
    await expectAnswer(await client.post('/api/messages', message), 403, AUTH_MESSAGES.consentRequired);
    await expectAnswer(await client.patch(`/api/listings/${saleId}/renew`, undefined), 403, AUTH_MESSAGES.consentRequired);
    await expectAnswer(await client.delete(`/api/classifieds/${soldId}/sold`), 403, AUTH_MESSAGES.consentRequired);

    await expectAnswer(await client.post('/api/update-consent', { termsAccepted: true, ageVerified: true }), 200);
    await expectAnswer(await client.post('/api/listings', saleBody()), 201);
    await expectAnswer(await client.post('/api/messages', message), 201);
    await expectAnswer(await client.patch(`/api/listings/${saleId}/renew`, undefined), 200);
    await expectAnswer(await client.delete(`/api/classifieds/${soldId}/sold`), 200);
  });
});
