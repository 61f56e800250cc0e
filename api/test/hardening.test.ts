// What probing the API as a hostile user found (issue 9), each fixed and held here: inputs that
// threw, leaks through answers and logs, headers, and settings that let a slow client hold a socket.
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAP } from '@yardsale/core/constants';
import type { Listing, ListingsPage } from '@yardsale/core/api-types';
import { LISTING_MESSAGES } from '@yardsale/core/schemas/listing';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { listings } from '@/db/schema';
import { PERMISSIONS_POLICY } from '@/plugins/security-headers';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { encodeCursor } from '@/services/listings/cursor';
import { expectAnswer, PASSWORD, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { openTestDatabase } from './support/database';
import { createUser, json, saleBody, torontoDay } from './support/factories';
import { formData, jpegWithGps } from './support/images';

const context = useTestServer();
const url = (path: string) => `${context.server.url}${path}`;
const post = (path: string, body: unknown) => fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('input that used to throw', () => {
  it.each([
    ['/api/login', { username: {}, password: 'x' }],
    ['/api/register', { username: ['a@b.co'], password: 'Garden!Gnome7' }],
    ['/api/users/reset-password/request', { email: { $ne: null } }],
    ['/api/support/contact', { email: 'a@b.co', subject: {}, message: 'A long enough message' }],
    ['/api/favorites', { listingId: { id: 1 } }],
  ])('answers 400, not 500, for an object where %s expects text', async (path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/must be a string|must be a single value, not a list/);
    expect(message).not.toContain('{'); // the input is never echoed back
  });

  it('answers 400, not 500, for an object that cannot become a number where one is expected', async () => {
    const { client } = await createUser(context.server.database.db, context.server.url);
    const hostile = { days: { toString: [1, null], valueOf: {} } };
    await expectAnswer(await client.post('/api/dev/classifieds/00000000-0000-4000-8000-000000000000/age', hostile), 400, 'days must be a number');
    await expectAnswer(await client.post('/api/dev/classifieds/00000000-0000-4000-8000-000000000000/age', { days: [1, 2] }), 400, 'days must be a single value, not a list');
  });

  it.each(['/api/geocode/forward?address=a&address=b', '/api/verify-email?token=a&token=b', '/api/get-verification-link?email=a@b.co&email=c@d.co'])(
    'answers 400 for a repeated query parameter: %s',
    async (path) => {
      const response = await fetch(url(path));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/must be a single value, not a list/);
    },
  );

  it('says what is wrong with a body that is not an object, and with null for an optional field', async () => {
    for (const body of [['a@b.co', 'x'], 'a@b.co', 42]) await expectAnswer(await post('/api/login', body), 400, 'The request body must be a JSON object');
    const { client } = await createUser(context.server.database.db, context.server.url);
    await expectAnswer(await client.patch('/api/users/profile', { bio: null }), 400, 'bio cannot be null: leave it out instead');
    await expectAnswer(await client.patch('/api/users/profile', { bio: 'Vintage tools' }), 200);
  });

  it("answers the router's own refusals in the API's shape: an id too long to be one is not found", async () => {
    const { client } = await createUser(context.server.database.db, context.server.url);
    await expectAnswer(await client.patch(`/api/alerts/${'1'.repeat(101)}`, { radiusKm: 5 }), 404, 'Not found');
    await expectAnswer(await fetch(url(`/api/listings/${'a'.repeat(101)}`)), 404, 'Not found');
  });

  it('refuses a NUL character before the database sees it, and does not count the refused sale against the hourly limit', async () => {
    const { client } = await createUser(context.server.database.db, context.server.url);
    for (let i = 0; i < 12; i++) await expectAnswer(await client.post('/api/listings', saleBody({ title: `Sale\u0000${i}` })), 400, 'Text may not contain the NUL character');
    expect((await client.post('/api/listings', saleBody())).status).toBe(201);
  });

  it('refuses half of a character, which PostgreSQL refuses in JSON, and keeps an emoji whole', async () => {
    const broken = 'Yard sale \ud83d today';
    await expectAnswer(await post('/api/support/contact', { email: 'a@b.co', subject: broken, message: 'A long enough message' }), 400, 'Text may not contain half of a character (an unpaired surrogate)');
    await expectAnswer(await post('/api/support/contact', { email: 'a@b.co', subject: 'Yard sale 🚲 today', message: 'A long enough message' }), 201);
  });

  it('answers 400 for 400,000 nested brackets', async () => {
    const response = await fetch(url('/api/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"username":${'['.repeat(400_000)}${']'.repeat(400_000)},"password":"x"}` });
    expect(response.status).toBe(400);
  });

  it.each([
    ['a year PostgreSQL reads differently', { kind: 'all', until: '2026', id: '00000000-0000-4000-8000-000000000000' }],
    ['year 0', { kind: 'all', until: '0', id: '00000000-0000-4000-8000-000000000000' }],
    ['year 275760', { kind: 'all', until: '+275760-09-13T00:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' }],
  ])('answers 400 for a cursor with %s', async (_name, cursor) => {
    const response = await fetch(url(`/api/listings?cursor=${encodeCursor(cursor as never)}`));
    await expectAnswer(response, 400, 'Invalid cursor: start again without one');
  });

  it('refuses sale dates more than a year ahead (9999-12-31 used to fail in the database)', async () => {
    const { client } = await createUser(context.server.database.db, context.server.url);
    for (const day of ['9999-12-31', '9999-12-30', torontoDay(400)]) {
      await expectAnswer(await client.post('/api/listings', saleBody({ startDate: day, endDate: day })), 400, LISTING_MESSAGES.dateTooFar);
    }
    expect((await client.post('/api/listings', saleBody({ startDate: torontoDay(300), endDate: torontoDay(300) }))).status).toBe(201);
  });
});

describe('what answers and logs give away', () => {
  it("never shows a seller's account id to others, only to the seller", async () => {
    const seller = await createUser(context.server.database.db, context.server.url);
    const sale = await json<Listing>(await seller.client.post('/api/listings', saleBody()), 201);
    expect(sale.userId).toBe(seller.user.id);
    const other = await createUser(context.server.database.db, context.server.url);
    for (const client of [apiClient(context.server.url), other.client]) {
      const page = await json<ListingsPage>(await client.get(`/api/listings?near=${MAP.defaultCenter.lat},${MAP.defaultCenter.lng}`));
      expect(page.listings.length).toBeGreaterThan(0);
      expect(page.listings.every((listing) => listing.userId === undefined)).toBe(true);
      expect((await json<Listing>(await client.get(`/api/listings/${sale.id}`))).userId).toBeUndefined();
    }
    expect((await json<Listing>(await seller.client.get(`/api/listings/${sale.id}`))).userId).toBe(seller.user.id);
  });

  it('logs paths without query strings, so tokens and addresses stay out of the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const database = await openTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', DATA_DIR: context.server.dataDir, PUBLIC_URL: 'https://yardsale.test' }), database, logger: true, logStream: stream });
    try {
      await app.inject({ method: 'GET', url: '/api/verify-email?token=secret-token-123' });
      await app.inject({ method: 'GET', url: '/api/get-verification-link?email=someone%40example.org' });
      const log = lines.join('');
      expect(log).toContain('"path":"/api/verify-email"');
      expect(log).not.toContain('secret-token-123');
      expect(log).not.toContain('someone');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('headers, timeouts and where the server listens', () => {
  it('sends a Permissions-Policy that allows only the camera and location, for our own pages', async () => {
    const response = await fetch(url('/api/health'));
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });

  it('cuts off a client that sends its request too slowly', () => {
    const server = context.server.app.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBe(15_000);
    expect(server.keepAliveTimeout).toBe(10_000);
  });

  it('refuses to serve the development aids beyond loopback unless told to', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/NODE_ENV=production/);
    expect(() => loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production' })).not.toThrow();
    expect(() => loadConfig({ HOST: '0.0.0.0', ALLOW_DEVELOPMENT_ON_NETWORK: 'true' })).not.toThrow();
    expect(() => loadConfig({ HOST: '127.0.0.1' })).not.toThrow();
  });

  it('refuses direct verification in production, where it would let anyone verify an administrator address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DIRECT_VERIFICATION: 'true' })).toThrow(/DIRECT_VERIFICATION=true with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production' }).directVerification).toBe(false);
    expect(loadConfig({ DIRECT_VERIFICATION: 'true' }).directVerification).toBe(true);
  });
});

describe('deleting an account', () => {
  it('removes its listing photos, attached or not, and its avatar', async () => {
    const { user, client } = await createUser(context.server.database.db, context.server.url, { password: PASSWORD });
    const upload = async () => json<{ url: string }>(await client.fetch('/api/listings/photo', { method: 'POST', body: formData({}, [{ field: 'photo', type: 'image/jpeg', bytes: await jpegWithGps(64, 48) }]) }), 201);
    const attached = await upload();
    const loose = await upload();
    await json(await client.post('/api/listings', saleBody({ imageUrls: [attached.url] })), 201);
    await json(await client.fetch('/api/users/profile', { method: 'PATCH', body: formData({}, [{ field: 'avatar', type: 'image/jpeg', bytes: await jpegWithGps(64, 48) }]) }));
    const avatarUrl = (await (await client.get('/api/auth/user')).json() as { avatarUrl: string }).avatarUrl;
    for (const path of [attached.url, loose.url, avatarUrl]) expect((await fetch(url(path))).status).toBe(200);

    await expectAnswer(await client.delete('/api/users/account', { password: PASSWORD }), 200);
    for (const path of [attached.url, loose.url, avatarUrl]) expect((await fetch(url(path))).status, path).toBe(404);
    expect(await context.server.database.db.select().from(listings).where(eq(listings.userId, user.id))).toEqual([]);
  });
});

describe('GET /api/listings under a flood from one client', () => {
  it('refuses requests past 4 under way at once, while one client paging page after page is never refused', async () => {
    const near = `near=${MAP.defaultCenter.lat},${MAP.defaultCenter.lng}&limit=500`;
    let settled = 0;
    let twentySettled: () => void = () => {};
    const twenty = new Promise<void>((resolve) => (twentySettled = resolve));
    // The table is locked while the flood arrives, so the first four stay under way: deterministic on any machine.
    const statuses = await context.server.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table listings in access exclusive mode`);
      const flood = Array.from({ length: 24 }, () =>
        fetch(url(`/api/listings?${near}`)).then(async (response) => {
          await response.body?.cancel();
          if (++settled === 20) twentySettled();
          return response.status;
        }),
      );
      await twenty;
      return { whileLocked: settled, all: flood };
    });
    expect(statuses.whileLocked).toBe(20);
    const all = await Promise.all(statuses.all);
    expect(all.filter((status) => status === 429)).toHaveLength(20);
    expect(all.filter((status) => status === 200)).toHaveLength(4);
    for (let i = 0; i < 30; i++) expect((await fetch(url(`/api/listings?${near}`))).status).toBe(200);
  });
});

describe('uploads under way at once', () => {
  /** A classified post whose body stays open until released, so the server holds it under way. */
  function heldUpload(client: ApiClient) {
    const encoder = new TextEncoder();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('--held\r\nContent-Disposition: form-data; name="title"\r\n\r\nOak dresser\r\n'));
        await released;
        controller.enqueue(encoder.encode('--held--\r\n'));
        controller.close();
      },
    });
    const init = { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=held' }, body, duplex: 'half' };
    return { release, answer: client.fetch('/api/classifieds', init as RequestInit) };
  }

  it(`refuses an account's upload past ${ROUTE_RATE_LIMITS.classifiedWrite.concurrent} under way, before reading its photos`, async () => {
    const { client } = await createUser(context.server.database.db, context.server.url);
    const held = Array.from({ length: ROUTE_RATE_LIMITS.classifiedWrite.concurrent! }, () => heldUpload(client));
    const photos = () => client.fetch('/api/classifieds', { method: 'POST', body: formData({}, [{ field: 'images', type: 'image/jpeg', bytes: Buffer.alloc(1024) }]) });
    // The held ones take their places as their headers arrive; until they have, another is answered.
    let refused: Response | undefined;
    for (let tries = 0; tries < 50 && !refused; tries++) {
      const answer = await photos();
      if (answer.status === 429) refused = answer;
      else await answer.body?.cancel();
    }
    await expectAnswer(refused!, 429, REQUEST_MESSAGES.tooManyAtOnce);
    for (const upload of held) upload.release();
    for (const upload of held) expect((await upload.answer).status).toBe(400);
    expect((await photos()).status).toBe(400); // places free again: read and refused as a form
    const other = await createUser(context.server.database.db, context.server.url);
    expect((await other.client.fetch('/api/classifieds', { method: 'POST', body: formData({}, []) })).status).toBe(400);
  });
});
