// The hourly clean-up: expired sessions, spent or expired tokens, ended rate-limit windows and photos
// nobody attached go; everything still live stays and keeps working.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, rateLimits, sessions, unclaimedUploads } from '@/db/schema';
import { thumbnailOf } from '@/services/listings/photos';
import { purgeExpiredAuthRecords, runMaintenance } from '@/services/maintenance';
import { hitRateLimit } from '@/services/rate-limit';
import { hashToken } from '@/services/sessions';
import { endRateLimitWindows, expireTokens, latestLink, PASSWORD, refusedBy, refuseOn, signIn, signUp, tokenOf, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { createUser, json, saleBody } from './support/factories';
import { formData, jpegWithGps } from './support/images';

const context = useTestServer();
const db = () => context.server.database.db;
const purge = () => purgeExpiredAuthRecords(context.server.database);
const tokensOf = (userId: string) => db().select().from(authTokens).where(eq(authTokens.userId, userId));
const verify = (token: string) => fetch(`${context.server.url}/api/verify-email?token=${encodeURIComponent(token)}`);

describe('purgeExpiredAuthRecords', () => {
  it('removes expired sessions and keeps live ones working', async () => {
    const { client, user, email } = await signUp(context.server);
    const stale = await signIn(context.server, email, PASSWORD);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.idHash, hashToken(stale.sessionCookie!)));
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);

    await purge();
    const left = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((session) => session.idHash)).toEqual([hashToken(client.sessionCookie!)]);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('removes expired tokens, keeps used verification links until they expire, and keeps live ones usable', async () => {
    const used = await signUp(context.server);
    const verification = tokenOf(await latestLink(context.server, used.email));
    expect((await verify(verification)).status).toBe(200);
    const expired = await signUp(context.server);
    await expireTokens(context.server, expired.user.id, 'verify-email');
    const live = await signUp(context.server);
    await apiClient(context.server.url).post('/api/users/reset-password/request', { email: live.email });
    expect(await tokensOf(expired.user.id)).toHaveLength(1);

    await purge();
    expect(await tokensOf(used.user.id)).toMatchObject([{ purpose: 'verify-email', usedAt: expect.any(Date) }]);
    expect((await verify(verification)).status).toBe(200); // opened again, it answers as it did
    expect(await tokensOf(expired.user.id)).toEqual([]);
    expect((await tokensOf(live.user.id)).map((token) => token.purpose).sort()).toEqual(['reset-password', 'verify-email']);
    expect((await verify(tokenOf(await latestLink(context.server, live.email, '/verify-email')))).status).toBe(200);
    const reset = await apiClient(context.server.url).post('/api/users/reset-password/complete', {
      token: tokenOf(await latestLink(context.server, live.email, '/reset-password')),
      newPassword: 'After!Purge1',
    });
    expect(reset.status).toBe(200);
  });

  it('forgets ended rate-limit windows and keeps open ones counting', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    await hitRateLimit(context.server.database, 'maintenance:ended', rule);
    await endRateLimitWindows(context.server);
    await hitRateLimit(context.server.database, 'maintenance:open', rule);
    await hitRateLimit(context.server.database, 'maintenance:open', rule);

    await purge();
    const keys = ['maintenance:ended', 'maintenance:open'];
    expect(await db().select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits).where(inArray(rateLimits.key, keys))).toEqual([
      { key: 'maintenance:open', count: 2 },
    ]);
    expect((await hitRateLimit(context.server.database, 'maintenance:open', rule)).count).toBe(3);
  });

  it('is safe to run again when there is nothing to remove', async () => {
    const { client } = await signUp(context.server);
    await purge();
    await purge();
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

const upload = async (client: ApiClient) =>
  json<{ url: string }>(await client.fetch('/api/listings/photo', { method: 'POST', body: formData({}, [{ field: 'photo', type: 'image/jpeg', bytes: await jpegWithGps(64, 48) }]) }), 201);

describe('runMaintenance: photos nobody attached', () => {
  const ageUploads = (hours: number) => db().update(unclaimedUploads).set({ createdAt: sql`now() - make_interval(hours => ${hours})` });
  const status = async (path: string) => (await fetch(`${context.server.url}${path}`)).status;

  it('deletes a photo no saved listing named within a day, with its card-sized copy, and keeps every photo a listing names', async () => {
    const { client } = await createUser(db(), context.server.url);
    const [attached, edited, abandoned, forgotten] = [await upload(client), await upload(client), await upload(client), await upload(client)];
    const sale = await json<{ id: string }>(await client.post('/api/listings', saleBody({ imageUrls: [attached.url] })), 201);
    await json(await client.fetch(`/api/listings/${sale.id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(saleBody({ imageUrls: [edited.url] })) }));
    await ageUploads(25);
    const later = await upload(client); // uploaded just now: its form may still be open
    expect(later.url).not.toBe(forgotten.url);

    await runMaintenance(context.server.app.services);
    const statuses = async (url: string) => [await status(url), await status(thumbnailOf(url))];
    expect(await statuses(abandoned.url)).toEqual([404, 404]);
    expect(await statuses(forgotten.url)).toEqual([404, 404]); // also a day old, never attached
    expect(await statuses(later.url)).toEqual([200, 200]);
    expect(await statuses(edited.url)).toEqual([200, 200]); // named by the edited sale
    expect(await statuses(attached.url)).toEqual([404, 404]); // replaced by the edit, deleted then
    expect((await db().select().from(unclaimedUploads)).map((row) => row.url).sort()).toEqual([later.url, thumbnailOf(later.url)].sort());
  });
});

describe('runMaintenance: a job that fails', () => {
  it('holds up none of the jobs after it, and is reported', async () => {
    const { client } = await createUser(db(), context.server.url);
    const photo = await upload(client);
    await db().update(unclaimedUploads).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(unclaimedUploads.url, photo.url));
    // The first job, the purge of expired sessions, fails as a lost connection would.
    await refuseOn(context.server, 'sessions', 'DELETE', 'purge refused');
    await expect(runMaintenance(context.server.app.services)).rejects.toEqual(refusedBy('purge refused'));
    expect((await fetch(`${context.server.url}${photo.url}`)).status).toBe(404);
  });
});
