// Accounts for API tests: a server per test file, signed-up and signed-in clients, the mail outbox,
// and the database changes that stand in for waiting (expired tokens, ended rate-limit windows).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';
import type { CurrentUser } from '@yardsale/core/api-types';
import { authTokens, rateLimits, sessions, type TokenPurpose } from '@/db/schema';
import { findUserByEmail } from '@/services/accounts';
import { recentMailTo } from '@/services/mail';
import { apiClient, type ApiClient } from './client';
import { startTestServer, type TestServer, type TestServerOptions } from './server';

/** Links in mails must start with this, whatever host the request came to. */
export const PUBLIC_URL = 'http://yardsale.test';
export const PASSWORD = 'Garden!Gnome7';

let sequence = 0;
/** An address no other test (or parallel file) uses. */
export const uniqueEmail = (label = 'user') => `${label}-${++sequence}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/**
 * One server for the test file (PUBLIC_URL above unless env says otherwise). Every request comes
 * from 127.0.0.1, so each test starts with fresh abuse limits.
 */
export function useTestServer(options: TestServerOptions = {}): { readonly server: TestServer } {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startTestServer({ ...options, env: { PUBLIC_URL, ...options.env } });
  });
  afterAll(() => holder.server?.close());
  beforeEach(() => resetRateLimits(holder.server));
  return holder;
}

/** Runs `use` against a second server on the same database with other settings, then closes it. */
export async function withServer<T>(server: TestServer, env: NodeJS.ProcessEnv, use: (other: TestServer) => Promise<T>): Promise<T> {
  const other = await startTestServer({ database: server.database, env: { PUBLIC_URL, ...env } });
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}

export interface Account {
  email: string;
  password: string;
  user: CurrentUser;
  /** Signed in by the registration. */
  client: ApiClient;
}

export async function signUp(server: TestServer, options: { email?: string; password?: string } = {}): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const client = apiClient(server.url);
  const response = await client.post('/api/register', { username: email, password });
  if (response.status !== 201) throw new Error(`Registering ${email} answered ${response.status}: ${await response.text()}`);
  return { email, password, user: (await response.json()) as CurrentUser, client };
}

/** A new client (another browser or device) signed in with these credentials. */
export async function signIn(server: Pick<TestServer, 'url'>, email: string, password: string): Promise<ApiClient> {
  const client = apiClient(server.url);
  const response = await client.post('/api/login', { username: email, password });
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}: ${await response.text()}`);
  return client;
}

/** The signed-in user as GET /api/auth/user answers it (asserting that the session works). */
export async function me(client: ApiClient): Promise<CurrentUser> {
  const response = await client.get('/api/auth/user');
  expect(response.status).toBe(200);
  return (await response.json()) as CurrentUser;
}

/** Asserts the status and `message` of an answer; answers the whole body for further checks. */
export async function expectAnswer(response: Response, status: number, message?: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, message: body.message }).toEqual({ status, message: message ?? body.message });
  return body;
}

/** Asserts a 429 that says how long to wait, no longer than the rule's window. */
export async function expectRateLimited(response: Response, windowSeconds: number): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(((await response.json()) as { message: string }).message).toMatch(/try again/i);
}

/** The user row (with what the API never shows, such as the password hash). */
export async function userRow(server: TestServer, email: string) {
  const user = await findUserByEmail(server.database.db, email);
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

export async function sessionCount(server: TestServer, userId: string): Promise<number> {
  return (await server.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

/** The newest mails to an address, newest first, as GET /api/dev/mail reads them. */
export const mailsTo = (server: TestServer, email: string) => recentMailTo(server.database, email);

/**
 * Runs `action` (plpgsql) before every `operation` on `table` (for rows where `condition`, over NEW
 * or OLD, holds) until the returned function is called or the test ends: a trigger on the real table.
 */
export async function triggerOn(server: TestServer, table: string, operation: 'INSERT' | 'DELETE', action: string, condition?: string): Promise<() => Promise<void>> {
  const name = `trigger_${randomBytes(6).toString('hex')}`;
  const { db } = server.database;
  await db.execute(sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF ${condition ?? 'true'} THEN ${action}; END IF;
    RETURN NEW; END $$`));
  await db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ${condition ? 'ROW' : 'STATEMENT'} EXECUTE FUNCTION ${name}()`));
  const remove = async () => {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${name}()`));
  };
  onTestFinished(remove); // also when the test fails before removing it
  return remove;
}

/**
 * Makes every `operation` on `table` fail with `message` and SQLSTATE `errorCode` (only for rows where
 * `condition` holds), as a lost connection would, until the returned function is called or the test ends.
 */
export const refuseOn = (server: TestServer, table: string, operation: 'INSERT' | 'DELETE', message: string, condition?: string, errorCode = 'P0001') =>
  triggerOn(server, table, operation, `RAISE EXCEPTION '${message}' USING ERRCODE = '${errorCode}'`, condition);

/**
 * Makes every insert into (or delete from) `table` take `seconds` longer, until the test ends: two
 * requests at once then overlap for sure where a database serves them side by side (PostgreSQL;
 * PGlite takes one at a time).
 */
export const slowWritesTo = (server: TestServer, table: string, operation: 'INSERT' | 'DELETE', seconds: number) =>
  triggerOn(server, table, operation, `PERFORM pg_sleep(${seconds})`);

/** Makes queueing any mail to `email` fail ('mail refused') until the returned function is called or the test ends. */
export const refuseMailTo = (server: TestServer, email: string) =>
  refuseOn(server, 'mail_outbox', 'INSERT', 'mail refused', `lower(NEW.mail->>'to') = lower('${email.replaceAll("'", "''")}')`);

/** What a query refused by a trigger rejects with: the driver's error, caused by the trigger's. */
export const refusedBy = (message: string) => expect.objectContaining({ cause: expect.objectContaining({ message }) });

/** The link (with its token) in the newest mail to `email` that carries one, to `path` if given. */
export async function latestLink(server: TestServer, email: string, path: '/verify-email' | '/reset-password' | '' = ''): Promise<string> {
  for (const { mail } of await mailsTo(server, email)) {
    const link = /https?:\/\/[^\s"<]+\?token=[\w-]+/.exec(mail.text)?.[0];
    if (link?.includes(`${path}?token=`)) return link;
  }
  throw new Error(`No mail with a ${path || 'token'} link to ${email}`);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Moves every token of this purpose past its expiry, instead of waiting 24 h or 1 h. */
export async function expireTokens(server: TestServer, userId: string, purpose: TokenPurpose): Promise<void> {
  await server.database.db
    .update(authTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
}

/** Lifetimes of the user's tokens of this purpose, in seconds (expiry minus creation). */
export async function tokenLifetimes(server: TestServer, userId: string, purpose: TokenPurpose): Promise<number[]> {
  const rows = await server.database.db
    .select({ seconds: sql<number>`extract(epoch from ${authTokens.expiresAt} - ${authTokens.createdAt})::float8` })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  return rows.map((row) => row.seconds);
}

export async function resetRateLimits(server: TestServer): Promise<void> {
  server.app.clearMemoryRateLimits();
  await server.database.db.delete(rateLimits);
}

/** Ends every open rate-limit window, as if its time had passed. */
export async function endRateLimitWindows(server: TestServer): Promise<void> {
  server.app.clearMemoryRateLimits();
  await server.database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
}
