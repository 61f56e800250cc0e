import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATA_DELETION_PROCESSING_DAYS, DEFAULT_SUPPORT_EMAIL } from '@yardsale/core/constants';
import { DATA_DELETION_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { dataDeletionRequests, rateLimits, users } from '@/db/schema';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { mailsTo } from './support/accounts';
import { createUser } from './support/factories';
import { postJson, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let endpoint: string;
beforeAll(async () => {
  server = await startTestServer();
  endpoint = `${server.url}/api/data-deletion`;
});
afterAll(() => server?.close());
// Every test comes from 127.0.0.1: start each with a fresh allowance.
beforeEach(() => server.database.db.delete(rateLimits));

async function requestsFor(email: string) {
  return server.database.db
    .select()
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.email, email))
    .orderBy(desc(dataDeletionRequests.createdAt));
}

describe('POST /api/data-deletion', () => {
  it('refuses a request without an e-mail, with the form\'s message', async () => {
    const response = await postJson(endpoint, { reason: 'Please delete my data' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: DATA_DELETION_MESSAGES.emailRequired,
      errors: { email: DATA_DELETION_MESSAGES.emailRequired },
    });
  });

  it.each(['not-an-email', 'someone@', '@example.org', 'two words@example.org'])(
    'refuses the invalid e-mail %j',
    async (email) => {
      const response = await postJson(endpoint, { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: DATA_DELETION_MESSAGES.emailInvalid });
      expect(await requestsFor(email)).toEqual([]);
    },
  );

  it('stores a valid request and promises processing within 30 days', async () => {
    const response = await postJson(endpoint, { email: '  Erin@Example.org ', reason: 'Moving away' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: `Request submitted. We will process it within ${DATA_DELETION_PROCESSING_DAYS} days.`,
    });
    const [row, ...others] = await requestsFor('Erin@Example.org');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: 'Erin@Example.org', reason: 'Moving away', status: 'pending', processedAt: null });
  });

  it('mails support the request and when it is due, and tells the account it names, in its language', async () => {
    const { user } = await createUser(server.database.db, server.url);
    await server.database.db.update(users).set({ preferences: { ...user.preferences, language: 'fr' } }).where(eq(users.id, user.id));
    expect((await postJson(endpoint, { email: user.email, reason: 'Plus besoin' })).status).toBe(201);
    const [row] = await requestsFor(user.email);
    const due = new Date(row!.createdAt.getTime() + DATA_DELETION_PROCESSING_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const toSupport = (await mailsTo(server, DEFAULT_SUPPORT_EMAIL)).find(({ mail }) => mail.subject === `Data deletion request: ${user.email}`);
    expect(toSupport?.mail.text).toContain(`Process it by ${due}, in the Deletions tab of the review desk (/admin).`);
    expect(toSupport?.mail.text).toContain('An account has this address; its owner was told of the request by e-mail.');
    expect(toSupport?.mail.text).toContain('Reason: Plus besoin');
    expect(toSupport?.mail.replyTo).toBe(user.email);
    const [toOwner] = await mailsTo(server, user.email);
    expect(toOwner?.mail.subject).toBe('Nous avons reçu une demande de suppression de vos données');
  });

  it('tells support when no account has the address, and mails nobody else', async () => {
    const email = 'nobody-here@example.org';
    expect((await postJson(endpoint, { email })).status).toBe(201);
    const toSupport = (await mailsTo(server, DEFAULT_SUPPORT_EMAIL)).find(({ mail }) => mail.subject === `Data deletion request: ${email}`);
    expect(toSupport?.mail.text).toContain('No account has this address.');
    expect(toSupport?.mail.text).toContain('Reason: none given');
    expect(await mailsTo(server, email)).toEqual([]);
  });

  it('files one request per address while it is pending: no second mail to its owner or to support', async () => {
    const { user } = await createUser(server.database.db, server.url);
    expect((await postJson(endpoint, { email: user.email })).status).toBe(201);
    const again = await postJson(endpoint, { email: ` ${user.email.toUpperCase()} `, reason: 'Please hurry' });
    expect(again.status).toBe(201); // the same answer: the requester learns nothing new
    const rows = await server.database.db.select().from(dataDeletionRequests).where(sql`lower(${dataDeletionRequests.email}) = ${user.email}`);
    expect(rows).toMatchObject([{ reason: '', status: 'pending' }]); // unchanged: nobody adds words to another's request
    expect(await mailsTo(server, user.email)).toHaveLength(1);
    expect((await mailsTo(server, DEFAULT_SUPPORT_EMAIL)).filter(({ mail }) => mail.subject.endsWith(user.email))).toHaveLength(1);
    // Once processed, a new request is a new one.
    await server.database.db.update(dataDeletionRequests).set({ status: 'rejected' }).where(eq(dataDeletionRequests.id, rows[0]!.id));
    expect((await postJson(endpoint, { email: user.email })).status).toBe(201);
    expect(await mailsTo(server, user.email)).toHaveLength(2);
  });

  it('files one request when two for an address arrive at once', async () => {
    const { user } = await createUser(server.database.db, server.url);
    const answers = await Promise.all([postJson(endpoint, { email: user.email }), postJson(endpoint, { email: user.email })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await requestsFor(user.email)).toHaveLength(1);
    expect(await mailsTo(server, user.email)).toHaveLength(1);
  });

  it('treats the reason as optional', async () => {
    const response = await postJson(endpoint, { email: 'no-reason@example.org' });
    expect(response.status).toBe(201);
    const [row] = await requestsFor('no-reason@example.org');
    expect(row?.reason).toBe('');
  });

  it('ignores fields it does not know', async () => {
    const response = await postJson(endpoint, { email: 'extra@example.org', status: 'completed' });
    expect(response.status).toBe(201);
    const [row] = await requestsFor('extra@example.org');
    expect(row?.status).toBe('pending');
  });

  it(`answers 429 after ${ROUTE_RATE_LIMITS.dataDeletion.limit} requests from one address`, async () => {
    for (let i = 0; i < ROUTE_RATE_LIMITS.dataDeletion.limit; i++) {
      expect((await postJson(endpoint, { email: `limit-${i}@example.org` })).status).toBe(201);
    }
    const refused = await postJson(endpoint, { email: 'one-too-many@example.org' });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { message: string; retryAfterSeconds: number };
    expect(body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(ROUTE_RATE_LIMITS.dataDeletion.windowMs / 1000);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await requestsFor('one-too-many@example.org')).toEqual([]);
  });
});
