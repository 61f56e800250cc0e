// Cross-site request refusal, accepted content types, caching, hashed secrets, proxy headers and
// what production turns off.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, sessions } from '@/db/schema';
import { AUTH_LIMITS } from '@/services/rate-limit-rules';
import {
  expectAnswer,
  latestLink,
  me,
  PASSWORD,
  PUBLIC_URL,
  signUp,
  tokenOf,
  uniqueEmail,
  useTestServer,
  userRow,
  withServer,
  type Account,
} from './support/accounts';
import { apiClient, rawJsonRequest } from './support/client';
import { formData } from './support/images';

const context = useTestServer();
const CROSS_SITE = 'Cross-site requests are not allowed';
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Every state-changing call a signed-in page makes, with a body that would succeed. */
const stateChanging = (account: Account) => [
  ['POST', '/api/login', { username: account.email, password: PASSWORD }],
  ['POST', '/api/update-consent', { termsAccepted: true, ageVerified: true }],
  ['PATCH', '/api/users/profile', { displayName: 'Forged', preferences: { theme: 'dark' } }],
  ['POST', '/api/users/change-password', { currentPassword: PASSWORD, newPassword: 'Forged!pass1' }],
  ['POST', '/api/support/contact', { subject: 'Forged', message: 'Sent from another site.' }],
  ['DELETE', '/api/users/account', { password: PASSWORD }],
  ['POST', '/api/logout', undefined],
] as const;

const send = (account: Account, method: string, path: string, body: unknown, headers: Record<string, string>) =>
  account.client.fetch(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('requests from other sites', () => {
  it.each<Record<string, string>>([
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    // An old browser that sends neither Sec-Fetch-Site nor Origin still says where the page was.
    { Referer: 'https://evil.example/forms/x' },
    { Referer: 'not a web address' },
  ])('are refused with 403 despite a valid cookie: %j', async (headers) => {
    const account = await signUp(context.server);
    for (const [method, path, body] of stateChanging(account)) {
      await expectAnswer(await send(account, method, path, body, headers), 403, CROSS_SITE);
    }
    // Nothing happened: still signed in, same profile, same password, no consent.
    expect(await me(account.client)).toEqual(account.user);
    expect((await apiClient(context.server.url).post('/api/login', { username: account.email, password: PASSWORD })).status).toBe(200);
  });

  it.each([
    ['our own origin', (url: string) => ({ 'Sec-Fetch-Site': 'same-origin', Origin: url })],
    ['PUBLIC_URL behind a proxy', () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: PUBLIC_URL })],
    ['a typed address', () => ({ 'Sec-Fetch-Site': 'none' })],
    ['an old browser on our own page, by its Referer', (url: string) => ({ Referer: `${url}/settings` })],
    ['an old browser on PUBLIC_URL, by its Referer', () => ({ Referer: `${PUBLIC_URL}/settings` })],
  ])('from %s pass', async (_case, headersFor) => {
    const account = await signUp(context.server);
    for (const [method, path, body] of stateChanging(account).filter(([, path]) => path !== '/api/users/account')) {
      expect((await send(account, method, path, body, headersFor(context.server.url))).status).toBeLessThan(300);
    }
  });

  it('get no CORS grant on reads', async () => {
    const { client } = await signUp(context.server);
    const read = await client.get('/api/auth/user', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(read.status).toBe(200); // a cross-site page cannot read it: no Access-Control-Allow-Origin
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${context.server.url}/api/users/profile`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('body content types on JSON routes', () => {
  const json = (email: string) => JSON.stringify({ username: email, password: PASSWORD });
  it.each([
    ['text/plain', json],
    ['text/plain;charset=UTF-8', json],
    ['application/x-www-form-urlencoded', (email: string) => `username=${encodeURIComponent(email)}&password=${PASSWORD}`],
  ])('refuses %s with 415', async (type, body) => {
    const email = uniqueEmail('form');
    for (const path of ['/api/register', '/api/login']) {
      const response = await fetch(`${context.server.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body: body(email) });
      expect(response.status).toBe(415);
    }
    expect(await apiClient(context.server.url).post('/api/login', { username: email, password: PASSWORD }).then((r) => r.status)).toBe(401);
  });

  it('refuses a multipart form where no upload is expected', async () => {
    const email = uniqueEmail('form');
    const response = await fetch(`${context.server.url}/api/register`, { method: 'POST', body: formData({ username: email, password: PASSWORD }) });
    expect(response.status).toBe(415);
    const { client } = await signUp(context.server);
    const change = await client.fetch('/api/users/change-password', {
      method: 'POST',
      body: formData({ currentPassword: PASSWORD, newPassword: 'Forged!pass1' }),
    });
    expect(change.status).toBe(400); // the fields are never read as the JSON body
  });

  it('accepts JSON with a charset', async () => {
    const email = uniqueEmail('json');
    const response = await fetch(`${context.server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: json(email),
    });
    expect(response.status).toBe(201);
  });
});

describe('Cache-Control on /api answers', () => {
  it.each<[string, (account: Account) => Promise<Response>]>([
    ['200', (account) => account.client.get('/api/auth/user')],
    ['201', () => apiClient(context.server.url).post('/api/register', { username: uniqueEmail(), password: PASSWORD })],
    ['400', (account) => account.client.patch('/api/users/profile', { preferences: { theme: 'purple' } })],
    ['401', () => apiClient(context.server.url).get('/api/auth/user')],
    ['403', (account) => account.client.post('/api/logout', undefined, { 'Sec-Fetch-Site': 'cross-site' })],
    ['404', () => fetch(`${context.server.url}/api/get-verification-link?email=nobody%40example.org`)],
    ['409', (account) => apiClient(context.server.url).post('/api/register', { username: account.email, password: PASSWORD })],
    ['415', () => fetch(`${context.server.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' })],
  ])('is no-store on a %s', async (status, call) => {
    const response = await call(await signUp(context.server));
    expect(String(response.status)).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on a 429', async () => {
    const email = uniqueEmail();
    for (let i = 0; i <= AUTH_LIMITS.mailPerEmail.limit; i++) {
      const response = await apiClient(context.server.url).post('/api/resend-verification', { email });
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (i === AUTH_LIMITS.mailPerEmail.limit) expect(response.status).toBe(429);
    }
  });
});

describe('secrets at rest', () => {
  it('stores only hashes of session ids and mailed tokens', async () => {
    const { client, user, email } = await signUp(context.server);
    const [session] = await context.server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.idHash).toBe(sha256(client.sessionCookie!));
    const token = tokenOf(await latestLink(context.server, email));
    const [stored] = await context.server.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(await userRow(context.server, email))).not.toContain(PASSWORD);
  });
});

describe('request headers an attacker controls', () => {
  it('never build mail links from Host or X-Forwarded-Host', async () => {
    const email = uniqueEmail('host');
    const headers = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const forged = (path: string, body?: unknown) =>
      rawJsonRequest(`${context.server.url}${path}`, { method: body ? 'POST' : 'GET', headers, body });
    const ours = (path: string) => new RegExp(`^${PUBLIC_URL}${path}\\?token=`);

    expect((await forged('/api/register', { username: email, password: PASSWORD })).status).toBe(201);
    expect(await latestLink(context.server, email)).toMatch(ours('/verify-email'));
    await forged('/api/users/reset-password/request', { email });
    expect(await latestLink(context.server, email)).toMatch(ours('/reset-password'));
    const linked = await forged(`/api/get-verification-link?email=${encodeURIComponent(email)}`);
    expect(linked.body).toEqual({ verificationUrl: expect.stringMatching(ours('/verify-email')) });
  });

  it('cannot escape the per-IP sign-in limit with X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const { email } = await signUp(context.server);
    const attempt = (url: string, ip: string, username: string, password: string) =>
      apiClient(url).post('/api/login', { username, password }, { 'X-Forwarded-For': ip });
    const { limit } = AUTH_LIMITS.failedLoginsPerIp;
    for (let i = 0; i < limit; i++) await attempt(context.server.url, `198.51.100.${i}`, uniqueEmail('guess'), 'x');
    expect((await attempt(context.server.url, '192.0.2.1', email, PASSWORD)).status).toBe(429);

    await withServer(context.server, { TRUST_PROXY: 'true' }, async (proxied) => {
      for (let i = 0; i < limit; i++) await attempt(proxied.url, '198.51.100.7', uniqueEmail('guess'), 'x');
      expect((await attempt(proxied.url, '198.51.100.7', email, PASSWORD)).status).toBe(429);
      expect((await attempt(proxied.url, '192.0.2.1', email, PASSWORD)).status).toBe(200);
    });
  });
});

describe('NODE_ENV=production', () => {
  it('has no dev mail reader and no direct verification', async () => {
    const { email } = await signUp(context.server);
    await withServer(context.server, { NODE_ENV: 'production' }, async (production) => {
      expect((await fetch(`${production.url}/api/dev/mail?email=${encodeURIComponent(email)}`)).status).toBe(404);
      const link = await fetch(`${production.url}/api/get-verification-link?email=${encodeURIComponent(email)}`);
      await expectAnswer(link, 404, 'No verification link found for this email');
      const resent = await apiClient(production.url).post('/api/resend-verification', { email });
      expect(await resent.json()).toMatchObject({ directVerification: false });
      expect(await (await fetch(`${production.url}/api/config`)).json()).toMatchObject({ directVerification: false });
    });
    expect((await fetch(`${context.server.url}/api/dev/mail?email=${encodeURIComponent(email)}`)).status).toBe(200);
  });
});
