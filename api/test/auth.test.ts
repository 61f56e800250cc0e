// Register, sign in, sign out, the current user and consent (SPEC sections 5, 7 and 8).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@yardsale/core/api-types';
import { SIGNED_IN_COOKIE } from '@yardsale/core/page-loader-script';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { sessions, users } from '@/db/schema';
import { ACCOUNT_MAIL_TEXTS } from '@/services/account-mail-texts';
import { AUTH_LIMITS, ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import {
  endRateLimitWindows,
  expectAnswer,
  expectRateLimited,
  latestLink,
  mailsTo,
  me,
  PASSWORD,
  PUBLIC_URL,
  sessionCount,
  signIn,
  signUp,
  uniqueEmail,
  useTestServer,
  userRow,
  withServer,
} from './support/accounts';
import { apiClient, isCleared, setCookies } from './support/client';

const context = useTestServer();
const login = (email: string, password: string) => apiClient(context.server.url).post('/api/login', { username: email, password });
const register = (username: string, password: string) => apiClient(context.server.url).post('/api/register', { username, password });

describe('POST /api/register', () => {
  it('creates an unverified account, signs it in and never shows the password hash', async () => {
    const email = uniqueEmail('Register');
    const response = await register(`  ${email.toUpperCase()} `, PASSWORD);
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(user).toEqual({
      id: expect.any(String),
      username: email.toLowerCase(),
      email: email.toLowerCase(),
      emailVerified: false,
      displayName: null,
      avatarUrl: null,
      preferences: { language: 'en', units: 'miles', theme: 'light', termsAccepted: false, ageVerified: false },
      notificationSettings: { email: true, push: false, sms: false },
      smsNumber: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);

    const [cookie, hint, ...others] = setCookies(response);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ name: 'sid', attributes: { httponly: true, samesite: 'Lax', path: '/' } });
    expect(cookie!.attributes.secure).toBeUndefined(); // PUBLIC_URL is http
    expect(cookie!.value.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    // Readable by the pages' loader, with nothing in it but that someone is signed in, for as long as the session.
    expect(hint).toMatchObject({ name: SIGNED_IN_COOKIE, value: '1', attributes: { samesite: 'Lax', path: '/', 'max-age': cookie!.attributes['max-age'] } });
    expect(hint!.attributes.httponly).toBeUndefined();
    expect(await me(apiClient(context.server.url, cookie!.value))).toEqual(user);
  });

  it('stores the password as an argon2id hash with m=19456, t=2, p=1', async () => {
    const { email } = await signUp(context.server);
    expect((await userRow(context.server, email)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    await withServer(context.server, { PUBLIC_URL: 'https://yardsale.example' }, async (https) => {
      const response = await apiClient(https.url).post('/api/register', { username: uniqueEmail(), password: PASSWORD });
      expect(response.status).toBe(201);
      expect(setCookies(response)[0]).toMatchObject({ name: 'sid', attributes: { secure: true, httponly: true, samesite: 'Lax' } });
    });
  });

  it('queues a verification mail whose link is built from PUBLIC_URL', async () => {
    const { email } = await signUp(context.server);
    expect(await latestLink(context.server, email)).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[\\w-]{43,}$`));
  });

  it("keeps the language of the page it was made on, and writes its verification mail in it", async () => {
    const email = uniqueEmail('francais');
    const response = await apiClient(context.server.url).post('/api/register', { username: email, password: PASSWORD, language: 'fr' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as CurrentUser).preferences).toMatchObject({ language: 'fr', units: 'miles', theme: 'light' });
    const [verification] = await mailsTo(context.server, email);
    expect(verification!.mail).toMatchObject({ subject: ACCOUNT_MAIL_TEXTS.fr.verification.subject, text: expect.stringContaining('courriel') });
    expect(verification!.mail.html).toContain('<html lang="fr">');
    expect(verification!.mail.html).toContain(`>${ACCOUNT_MAIL_TEXTS.fr.verification.button}</a>`);
    expect(await latestLink(context.server, email, '/verify-email')).toMatch(/\?token=/);

    await expectAnswer(await apiClient(context.server.url).post('/api/register', { username: uniqueEmail(), password: PASSWORD, language: 'xx' }), 400, PROFILE_MESSAGES.languageInvalid);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const { email } = await signUp(context.server);
    await expectAnswer(await register(email.toUpperCase(), PASSWORD), 409, AUTH_MESSAGES.accountExists);
  });

  it.each([
    ['a username under 3 characters', 'ab', PASSWORD, 'username', AUTH_MESSAGES.usernameMin],
    ['a username that is not an e-mail', 'not-an-email', PASSWORD, 'username', AUTH_MESSAGES.emailInvalid],
    ['a password under 6 characters', 'short@example.org', '12345', 'password', AUTH_MESSAGES.storedPasswordMin],
    ['no password', 'nopassword@example.org', '', 'password', AUTH_MESSAGES.storedPasswordMin],
  ])('refuses %s with the stored rule\'s message', async (_case, username, password, field, message) => {
    const body = await expectAnswer(await register(username, password), 400, message);
    expect(body.errors).toEqual({ [field]: message });
    expect(await context.server.database.db.select().from(users).where(eq(users.email, username))).toEqual([]);
  });

  it('allows 10 registrations an hour per IP, then answers 429 until the window ends', async () => {
    const { limit, windowMs } = ROUTE_RATE_LIMITS.registration;
    for (let i = 0; i < limit; i++) expect((await register(uniqueEmail(), PASSWORD)).status).toBe(201);
    const refused = uniqueEmail();
    await expectRateLimited(await register(refused, PASSWORD), windowMs / 1000);
    await expectAnswer(await login(refused, PASSWORD), 401); // nothing was created
    await endRateLimitWindows(context.server);
    expect((await register(refused, PASSWORD)).status).toBe(201);
  });
});

describe('POST /api/login', () => {
  it('signs in with the e-mail in any case, records the time and starts a session', async () => {
    const { email, user } = await signUp(context.server);
    expect((await userRow(context.server, email)).lastLogin).toBeNull();
    const client = apiClient(context.server.url);
    const response = await client.post('/api/login', { username: `  ${email.toUpperCase()}  `, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(user);
    expect(setCookies(response)[0]).toMatchObject({ name: 'sid', attributes: { httponly: true, samesite: 'Lax', path: '/' } });
    expect((await userRow(context.server, email)).lastLogin).toBeInstanceOf(Date);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(context.server);
    const wrong = await expectAnswer(await login(email, 'Wrong!pass1'), 401, AUTH_MESSAGES.invalidLogin);
    const unknown = await expectAnswer(await login(uniqueEmail('nobody'), PASSWORD), 401, AUTH_MESSAGES.invalidLogin);
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{ username: 'not-an-email', password: PASSWORD }, AUTH_MESSAGES.emailInvalid],
    [{ username: 'someone@example.org' }, AUTH_MESSAGES.passwordRequired],
  ])('validates %j', async (body, message) => {
    await expectAnswer(await apiClient(context.server.url).post('/api/login', body), 400, message);
  });

  it('gives a new session id at each sign-in; the old cookie stops working', async () => {
    const { email, client } = await signUp(context.server);
    const before = client.sessionCookie;
    expect((await client.post('/api/login', { username: email, password: PASSWORD })).status).toBe(200);
    const after = client.sessionCookie;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await apiClient(context.server.url, before).get('/api/auth/user')).status).toBe(401);
  });

  it('never adopts a cookie value the browser arrived with (session fixation)', async () => {
    const { email } = await signUp(context.server);
    const planted = apiClient(context.server.url, 'attacker-chosen-value');
    expect((await planted.post('/api/login', { username: email, password: PASSWORD })).status).toBe(200);
    expect(planted.sessionCookie).not.toBe('attacker-chosen-value');
    expect((await apiClient(context.server.url, 'attacker-chosen-value').get('/api/auth/user')).status).toBe(401);
  });

  it('refuses an inactive account with the same answer and ends its open sessions', async () => {
    const { email, user, client } = await signUp(context.server);
    await context.server.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expectAnswer(await login(email, PASSWORD), 401, AUTH_MESSAGES.invalidLogin);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('after 100 failures from one IP in 15 minutes refuses even the right password, until the window ends', async () => {
    const { email } = await signUp(context.server);
    const { limit, windowMs } = AUTH_LIMITS.failedLoginsPerIp;
    // Spread over many addresses, so no single account reaches its own limit.
    for (let i = 0; i < limit; i++) await expectAnswer(await login(uniqueEmail('guess'), 'Wrong!pass1'), 401);
    await expectRateLimited(await login(email, PASSWORD), windowMs / 1000);
    await endRateLimitWindows(context.server);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('after 10 failures on one account from one address refuses that pair, while other accounts still sign in', async () => {
    const victim = await signUp(context.server);
    const other = await signUp(context.server);
    const { limit, windowMs } = AUTH_LIMITS.failedLoginsPerAccountAndIp;
    for (let i = 0; i < limit; i++) await expectAnswer(await login(victim.email, `Wrong!pass${i}`), 401);
    await expectRateLimited(await login(victim.email.toUpperCase(), PASSWORD), windowMs / 1000);
    expect((await login(other.email, PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/login behind a proxy (clients told apart by X-Forwarded-For)', () => {
  const from = (server: { url: string }, ip: string, email: string, password: string) =>
    fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify({ username: email, password }) });

  it("locks a stranger's guessing, not the owner: the owner still signs in from their own address", async () => {
    const owner = await signUp(context.server);
    await withServer(context.server, { TRUST_PROXY: 'true' }, async (proxied) => {
      const { limit } = AUTH_LIMITS.failedLoginsPerAccountAndIp;
      for (let i = 0; i < limit; i++) expect((await from(proxied, '203.0.113.9', owner.email, `Wrong!pass${i}`)).status).toBe(401);
      expect((await from(proxied, '203.0.113.9', owner.email, PASSWORD)).status).toBe(429);
      expect((await from(proxied, '198.51.100.20', owner.email, PASSWORD)).status).toBe(200);
    });
  });

  it('lets many people behind one address sign in after a few of them mistype', async () => {
    const people = await Promise.all([1, 2, 3].map(() => signUp(context.server)));
    await withServer(context.server, { TRUST_PROXY: 'true' }, async (proxied) => {
      for (const person of people) for (let i = 0; i < 5; i++) expect((await from(proxied, '192.0.2.1', person.email, 'Wrong!typo1')).status).toBe(401);
      for (const person of people) expect((await from(proxied, '192.0.2.1', person.email, PASSWORD)).status).toBe(200);
    });
  });
});

describe('GET /api/auth/user and POST /api/logout', () => {
  it('answers 401 when signed out', async () => {
    await expectAnswer(await apiClient(context.server.url).get('/api/auth/user'), 401, 'Unauthorized');
  });

  it('answers 401 once the session has expired', async () => {
    const { client, user } = await signUp(context.server);
    await context.server.database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, user.id));
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
    // Both cookies go, so the prerendered pages stop starting the app at once for someone signed out.
    expect(setCookies(response).filter(isCleared).map((cookie) => cookie.name).sort()).toEqual(['sid', SIGNED_IN_COOKIE]);
  });

  it('deletes the session on the server and clears the cookie', async () => {
    const { client, user } = await signUp(context.server);
    const cookie = client.sessionCookie;
    const other = await signIn(context.server, user.email, PASSWORD);
    const response = await client.post('/api/logout');
    await expectAnswer(response, 200, 'Logged out');
    expect(setCookies(response).filter(isCleared).map((c) => c.name).sort()).toEqual(['sid', SIGNED_IN_COOKIE]);
    expect(await sessionCount(context.server, user.id)).toBe(1); // the other device stays signed in
    expect((await apiClient(context.server.url, cookie).get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });

  it('answers signed-out callers too', async () => {
    await expectAnswer(await apiClient(context.server.url).post('/api/logout'), 200, 'Logged out');
  });
});

describe('POST /api/update-consent', () => {
  it('requires a signed-in user', async () => {
    const response = await apiClient(context.server.url).post('/api/update-consent', { termsAccepted: true, ageVerified: true });
    await expectAnswer(response, 401, 'Unauthorized');
  });

  it.each([{ termsAccepted: true }, { ageVerified: true }, { termsAccepted: true, ageVerified: false }, {}])(
    'requires both agreements (%j)',
    async (body) => {
      const { client, email } = await signUp(context.server);
      await expectAnswer(await client.post('/api/update-consent', body), 400, AUTH_MESSAGES.consentRequired);
      expect((await userRow(context.server, email)).preferences).toMatchObject({ termsAccepted: false, ageVerified: false });
    },
  );

  it('records both agreements and keeps the other preferences', async () => {
    const { client } = await signUp(context.server);
    await client.patch('/api/users/profile', { preferences: { theme: 'dark' } });
    const response = await client.post('/api/update-consent', { termsAccepted: true, ageVerified: true });
    expect(response.status).toBe(200);
    const expected = { language: 'en', units: 'miles', theme: 'dark', termsAccepted: true, ageVerified: true };
    expect(((await response.json()) as CurrentUser).preferences).toEqual(expected);
    expect((await me(client)).preferences).toEqual(expected);
  });
});
