// PATCH /api/users/profile (JSON and multipart with an avatar) and DELETE /api/users/account.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@yardsale/core/api-types';
import { LIMITS } from '@yardsale/core/limits';
import { PHOTO_NOT_READABLE, PROFILE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { HIDDEN_CHARACTERS_MESSAGE, STAFF_LIKE_NAME_MESSAGE } from '@yardsale/core/staff-like-names';
import { authTokens, sessions, supportRequests, users } from '@/db/schema';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { expectAnswer, expectRateLimited, me, PASSWORD, signUp, userRow, useTestServer, type Account } from './support/accounts';
import { apiClient } from './support/client';
import { formData, jpegWithGps, noisyPng, type FilePart } from './support/images';

const context = useTestServer();
const DEFAULT_PREFERENCES = { language: 'en', units: 'miles', theme: 'light', termsAccepted: false, ageVerified: false };

async function patch(account: Account, body: unknown): Promise<CurrentUser> {
  const response = await account.client.patch('/api/users/profile', body);
  expect(response.status).toBe(200);
  return (await response.json()) as CurrentUser;
}

const patchMultipart = (account: Account, fields: Record<string, string>, files: FilePart[] = []) =>
  account.client.fetch('/api/users/profile', { method: 'PATCH', body: formData(fields, files) });

const avatarFile = (url: string) => path.join(context.server.dataDir, 'uploads', url.slice('/uploads/'.length));

describe('PATCH /api/users/profile with JSON', () => {
  it('requires a signed-in user', async () => {
    await expectAnswer(await apiClient(context.server.url).patch('/api/users/profile', { displayName: 'X' }), 401, 'Unauthorized');
  });

  it(`takes ${ROUTE_RATE_LIMITS.profileUpdate.limit} saves an hour from one account: each may carry an avatar to re-encode`, async () => {
    const account = await signUp(context.server);
    const { limit, windowMs } = ROUTE_RATE_LIMITS.profileUpdate;
    for (let i = 0; i < limit; i++) await patch(account, { preferences: { theme: i % 2 ? 'dark' : 'light' } });
    await expectRateLimited(await account.client.patch('/api/users/profile', { displayName: 'One too many' }), windowMs / 1000);
    expect((await me(account.client)).displayName).not.toBe('One too many');
  });

  it('changes only the parts that were sent', async () => {
    const account = await signUp(context.server);
    const named = await patch(account, { displayName: '  Pat Seller  ' });
    expect(named).toMatchObject({ displayName: 'Pat Seller', preferences: DEFAULT_PREFERENCES });
    const themed = await patch(account, { preferences: { theme: 'dark' } });
    expect(themed).toMatchObject({ displayName: 'Pat Seller', preferences: { ...DEFAULT_PREFERENCES, theme: 'dark' } });
    const updated = await patch(account, { preferences: { language: 'fr', units: 'km' }, notificationSettings: { push: true } });
    expect(updated.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', language: 'fr', units: 'km' });
    expect(updated.notificationSettings).toEqual({ email: true, push: true, sms: false });
    expect(await me(account.client)).toEqual(updated);
  });

  it('ignores a blank display name', async () => {
    const account = await signUp(context.server);
    await patch(account, { displayName: 'Kept Name' });
    expect((await patch(account, { displayName: '   ' })).displayName).toBe('Kept Name');
  });

  it.each([
    [{ preferences: { theme: 'purple' } }, PROFILE_MESSAGES.themeInvalid],
    [{ preferences: { language: 'xx' } }, PROFILE_MESSAGES.languageInvalid],
    [{ preferences: { units: 'furlongs' } }, PROFILE_MESSAGES.unitsInvalid],
    [{ displayName: 'x'.repeat(51) }, PROFILE_MESSAGES.displayNameTooLong],
    [{ displayName: 'Support Team ✔' }, STAFF_LIKE_NAME_MESSAGE], // decision 0089
    [{ displayName: '\u202EniamdA' }, HIDDEN_CHARACTERS_MESSAGE], // shown as 'Admin'
    [{ bio: '🌻'.repeat(LIMITS.bioMax + 1) }, PROFILE_MESSAGES.bioTooLong],
  ])('refuses %j with the schema\'s message and changes nothing', async (body, message) => {
    const account = await signUp(context.server);
    const before = await me(account.client);
    await expectAnswer(await account.client.patch('/api/users/profile', { displayName: 'Changed', ...body }), 400, message);
    expect(await me(account.client)).toEqual(before);
  });

  it('counts a bio in characters, as people do: an emoji once', async () => {
    const account = await signUp(context.server);
    await patch(account, { bio: '🌻'.repeat(LIMITS.bioMax) });
    expect((await userRow(context.server, account.email))?.bio).toBe('🌻'.repeat(LIMITS.bioMax));
  });

  it('refuses notification settings that are not booleans', async () => {
    const account = await signUp(context.server);
    expect((await account.client.patch('/api/users/profile', { notificationSettings: { email: 'no' } })).status).toBe(400);
    expect((await me(account.client)).notificationSettings.email).toBe(true);
  });

  it('drops unknown keys: e-mail, verification, avatar and consent cannot be set through it', async () => {
    const account = await signUp(context.server);
    const updated = await patch(account, {
      email: 'hijack@example.org',
      username: 'hijack@example.org',
      emailVerified: true,
      avatarUrl: 'https://evil.example/a.png',
      isActive: false,
      passwordHash: 'x',
      preferences: { theme: 'system', termsAccepted: true, ageVerified: true },
    });
    expect(updated).toEqual({ ...account.user, preferences: { ...DEFAULT_PREFERENCES, theme: 'system' } });
    const [row] = await context.server.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ email: account.email, emailVerified: false, isActive: true, avatarUrl: null });
  });
});

describe('PATCH /api/users/profile with multipart', () => {
  it('takes preferences as JSON text and an avatar, re-encoded as WebP without EXIF or GPS', async () => {
    const account = await signUp(context.server);
    const photo = await jpegWithGps(800, 600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await patchMultipart(
      account,
      { displayName: 'Photo Person', preferences: JSON.stringify({ theme: 'dark' }), notificationSettings: JSON.stringify({ push: true }) },
      [{ type: 'image/jpeg', bytes: photo, name: 'IMG_0001.jpg' }],
    );
    expect(response.status).toBe(200);
    const user = (await response.json()) as CurrentUser;
    expect(user).toMatchObject({ displayName: 'Photo Person', preferences: { theme: 'dark' }, notificationSettings: { push: true } });
    expect(user.avatarUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);

    const served = await fetch(`${context.server.url}${user.avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
  });

  it('accepts an image larger than the 1 MB JSON body limit', async () => {
    const account = await signUp(context.server);
    const big = await noisyPng(1000, 1000);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await patchMultipart(account, {}, [{ type: 'image/png', bytes: big }]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as CurrentUser).avatarUrl).toMatch(/\.webp$/);
  });

  it('deletes the old file when the avatar is replaced', async () => {
    const account = await signUp(context.server);
    const first = (await (await patchMultipart(account, {}, [{ type: 'image/jpeg', bytes: await jpegWithGps() }])).json()) as CurrentUser;
    expect(fs.existsSync(avatarFile(first.avatarUrl!))).toBe(true);
    const second = (await (await patchMultipart(account, {}, [{ type: 'image/png', bytes: await noisyPng(64, 64) }])).json()) as CurrentUser;
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(fs.existsSync(avatarFile(first.avatarUrl!))).toBe(false);
    expect((await fetch(`${context.server.url}${first.avatarUrl}`)).status).toBe(404);
    expect((await fetch(`${context.server.url}${second.avatarUrl}`)).status).toBe(200);
  });

  it.each([
    ['text that claims to be a JPEG', 'image/jpeg', Buffer.from('definitely not an image')],
    ['an SVG that claims to be a PNG', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s: %s', async (_case, type, bytes) => {
    const account = await signUp(context.server);
    await expectAnswer(await patchMultipart(account, { displayName: 'Not Saved' }, [{ type, bytes }]), 400, PHOTO_NOT_READABLE);
    expect(await me(account.client)).toEqual(account.user);
  });

  it.each(['text/plain', 'image/svg+xml', 'application/pdf'])('refuses a file sent as %s', async (type) => {
    const account = await signUp(context.server);
    await expectAnswer(await patchMultipart(account, {}, [{ type, bytes: await jpegWithGps() }]), 400, PROFILE_MESSAGES.avatarNotImage);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const account = await signUp(context.server);
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    await expectAnswer(await patchMultipart(account, {}, [{ type: 'image/jpeg', bytes: tooBig }]), 413, 'Image must be smaller than 10MB');
    expect((await me(account.client)).avatarUrl).toBeNull();
  });

  it('refuses preferences that are not JSON', async () => {
    const account = await signUp(context.server);
    await expectAnswer(await patchMultipart(account, { preferences: '{theme:dark' }), 400, 'preferences must be valid JSON');
  });
});

describe('DELETE /api/users/account', () => {
  it('requires a signed-in user', async () => {
    await expectAnswer(await apiClient(context.server.url).delete('/api/users/account', { password: PASSWORD }), 401, 'Unauthorized');
  });

  it('keeps the account when the password is wrong', async () => {
    const account = await signUp(context.server);
    const body = await expectAnswer(await account.client.delete('/api/users/account', { password: 'Wrong!pass1' }), 400, 'Password is incorrect');
    expect(body.errors).toEqual({ password: 'Password is incorrect' });
    expect((await me(account.client)).id).toBe(account.user.id);
  });

  it('deletes the user, its sessions, tokens and avatar; support requests stay without the link', async () => {
    const account = await signUp(context.server);
    const { avatarUrl } = (await (await patchMultipart(account, {}, [{ type: 'image/jpeg', bytes: await jpegWithGps() }])).json()) as CurrentUser;
    await account.client.post('/api/support/contact', { subject: 'Bye', message: 'I am leaving the site now.' });
    const response = await account.client.delete('/api/users/account', { password: PASSWORD });
    await expectAnswer(response, 200, 'Your account has been deleted');
    expect(account.client.sessionCookie).toBeUndefined(); // the cookie was cleared

    const { db } = context.server.database;
    expect(await db.select().from(users).where(eq(users.id, account.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual([]);
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, account.user.id))).toEqual([]);
    expect(await db.select().from(supportRequests).where(eq(supportRequests.email, account.email))).toMatchObject([{ userId: null }]);
    expect(fs.existsSync(avatarFile(avatarUrl!))).toBe(false);
    expect((await apiClient(context.server.url).post('/api/login', { username: account.email, password: PASSWORD })).status).toBe(401);
    expect((await signUp(context.server, { email: account.email })).user.id).not.toBe(account.user.id);
  });
});
