// E-mail verification: the link, direct verification, resending, and the dev outbox reader.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VerificationLinkResponse } from '@yardsale/core/api-types';
import { users } from '@/db/schema';
import { AUTH_LIMITS, ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import {
  expectAnswer,
  expectRateLimited,
  expireTokens,
  latestLink,
  mailsTo,
  me,
  PUBLIC_URL,
  signUp,
  tokenLifetimes,
  tokenOf,
  uniqueEmail,
  useTestServer,
  userRow,
  withServer,
} from './support/accounts';
import { apiClient } from './support/client';
import type { TestServer } from './support/server';

const context = useTestServer();
const VERIFIED = 'Your email has been verified. You can now log in.';
const INVALID_LINK = 'This verification link is invalid or has expired. Please request a new one.';
const NO_LINK = 'No verification link found for this email';
const RESENT = { message: 'If an unverified account exists for this email, a new verification link is on its way.', directVerification: true };

const verify = (token: string) => fetch(`${context.server.url}/api/verify-email?token=${encodeURIComponent(token)}`);
const linkFor = (email: string, server: TestServer = context.server) =>
  fetch(`${server.url}/api/get-verification-link?email=${encodeURIComponent(email)}`);
const resend = (email: string, server: TestServer = context.server) => apiClient(server.url).post('/api/resend-verification', { email });
const isVerified = async (email: string) => (await userRow(context.server, email)).emailVerified;

describe('GET /api/verify-email', () => {
  it('verifies the account with the mailed token, and answers the same when it is opened again', async () => {
    const { email, client } = await signUp(context.server);
    const token = tokenOf(await latestLink(context.server, email));
    const answer = await expectAnswer(await verify(token), 200, VERIFIED);
    expect(answer.emailChanged).toBe(false);
    expect((await me(client)).emailVerified).toBe(true);
    expect(await (await verify(token)).json()).toEqual({ message: VERIFIED, emailChanged: false });
  });

  it('answers a double tap (two opens at the same instant) as verified both times', async () => {
    const { email } = await signUp(context.server);
    const token = tokenOf(await latestLink(context.server, email));
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    for (const answer of answers) await expectAnswer(answer, 200, VERIFIED);
    expect(await isVerified(email)).toBe(true);
  });

  it('refuses a used link again once the account is no longer verified', async () => {
    const { email } = await signUp(context.server);
    const token = tokenOf(await latestLink(context.server, email));
    await expectAnswer(await verify(token), 200, VERIFIED);
    await context.server.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
    await expectAnswer(await verify(token), 400, INVALID_LINK);
    expect(await isVerified(email)).toBe(false);
  });

  it('gives tokens a 24-hour life and refuses one past its expiry', async () => {
    const { email, user } = await signUp(context.server);
    const [lifetime] = await tokenLifetimes(context.server, user.id, 'verify-email');
    expect(Math.abs(lifetime! - 24 * 3600)).toBeLessThan(5);
    await expireTokens(context.server, user.id, 'verify-email');
    await expectAnswer(await verify(tokenOf(await latestLink(context.server, email))), 400, INVALID_LINK);
    expect(await isVerified(email)).toBe(false);
  });

  it('refuses a password-reset token', async () => {
    const { email } = await signUp(context.server);
    await apiClient(context.server.url).post('/api/users/reset-password/request', { email });
    await expectAnswer(await verify(tokenOf(await latestLink(context.server, email, '/reset-password'))), 400, INVALID_LINK);
    expect(await isVerified(email)).toBe(false);
  });

  it.each([
    ['no token', '/api/verify-email', 'Verification token is missing.'],
    ['a blank token', '/api/verify-email?token=%20', 'Verification token is missing.'],
    ['an unknown token', '/api/verify-email?token=not-a-real-token', INVALID_LINK],
  ])('answers 400 to %s', async (_case, path, message) => {
    await expectAnswer(await fetch(`${context.server.url}${path}`), 400, message);
  });
});

describe('GET /api/get-verification-link (direct verification)', () => {
  it('gives a working link under PUBLIC_URL for an unverified account', async () => {
    const { email } = await signUp(context.server);
    const response = await linkFor(email.toUpperCase());
    expect(response.status).toBe(200);
    const { verificationUrl } = (await response.json()) as { verificationUrl: string };
    expect(verificationUrl).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[\\w-]{43,}$`));
    expect((await verify(tokenOf(verificationUrl))).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('answers 404 for a verified account and for an unknown e-mail', async () => {
    const { email, client } = await signUp(context.server);
    await client.post('/api/verify-current-user');
    await expectAnswer(await linkFor(email), 404, NO_LINK);
    await expectAnswer(await linkFor(uniqueEmail('nobody')), 404, NO_LINK);
  });

  it('answers 400 without an e-mail', async () => {
    await expectAnswer(await fetch(`${context.server.url}/api/get-verification-link`), 400, 'Please enter your email address');
  });

  it(`answers at most ${ROUTE_RATE_LIMITS.verificationLink.limit} lookups an hour from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ROUTE_RATE_LIMITS.verificationLink.limit; i++) statuses.push((await linkFor(`nobody-${i}@example.org`)).status);
    // Earlier tests in this file used some of the same address's allowance.
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(ROUTE_RATE_LIMITS.verificationLink.limit);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
  });

  it('answers 404 when DIRECT_VERIFICATION is off', async () => {
    const { email } = await signUp(context.server);
    await withServer(context.server, { DIRECT_VERIFICATION: 'false' }, async (other) => {
      await expectAnswer(await linkFor(email, other), 404, NO_LINK);
    });
  });
});

describe('POST /api/resend-verification', () => {
  it('answers the same whether the account is unverified, verified or unknown, and mails only the first', async () => {
    const unverified = await signUp(context.server);
    const verified = await signUp(context.server);
    await verified.client.post('/api/verify-current-user');
    const unknown = uniqueEmail('nobody');
    for (const email of [unverified.email, verified.email, unknown]) {
      const response = await resend(email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(RESENT);
    }
    expect(await mailsTo(context.server, unverified.email)).toHaveLength(2); // registration and resend
    expect(await mailsTo(context.server, verified.email)).toHaveLength(1); // registration only
    expect(await mailsTo(context.server, unknown)).toEqual([]);
  });

  it('reports directVerification as configured', async () => {
    await withServer(context.server, { DIRECT_VERIFICATION: 'false' }, async (other) => {
      expect(await (await resend(uniqueEmail(), other)).json()).toEqual({ ...RESENT, directVerification: false });
    });
  });

  it('keeps every link sent good until one of them verifies the address, the direct one too', async () => {
    const { email } = await signUp(context.server);
    const first = tokenOf(await latestLink(context.server, email));
    await resend(email);
    const second = tokenOf(await latestLink(context.server, email));
    const direct = tokenOf(((await (await linkFor(email)).json()) as VerificationLinkResponse).verificationUrl);
    expect(new Set([first, second, direct]).size).toBe(3);
    expect((await verify(first)).status).toBe(200); // the mail that came late
    // The others prove nothing more, and say the address is verified rather than that they are broken.
    await expectAnswer(await verify(second), 200, VERIFIED);
    await expectAnswer(await verify(direct), 200, VERIFIED);
    await expireTokens(context.server, (await userRow(context.server, email)).id, 'verify-email');
    await expectAnswer(await verify(second), 400, INVALID_LINK);
  });

  it('allows 5 requests per e-mail in 30 minutes, for unknown addresses too', async () => {
    const { limit, windowMs } = AUTH_LIMITS.mailPerEmail;
    for (const email of [(await signUp(context.server)).email, uniqueEmail('nobody')]) {
      for (let i = 0; i < limit; i++) expect((await resend(i % 2 ? email.toUpperCase() : email)).status).toBe(200);
      await expectRateLimited(await resend(email), windowMs / 1000);
    }
  });

  it('validates the e-mail', async () => {
    await expectAnswer(await resend('not-an-email'), 400, 'Please enter a valid email address');
  });
});

describe('POST /api/verify-current-user', () => {
  it('requires a signed-in user', async () => {
    await expectAnswer(await apiClient(context.server.url).post('/api/verify-current-user'), 401, 'Unauthorized');
  });

  it('verifies at once in direct mode', async () => {
    const { client, email } = await signUp(context.server);
    expect(await (await client.post('/api/verify-current-user')).json()).toEqual({ message: 'Email Verified', emailVerified: true });
    expect(await isVerified(email)).toBe(true);
    const again = await client.post('/api/verify-current-user');
    expect(await again.json()).toEqual({ message: 'Your email is already verified.', emailVerified: true });
  });

  it('with DIRECT_VERIFICATION off, mails a new link and leaves the account unverified', async () => {
    const { email, client } = await signUp(context.server);
    await withServer(context.server, { DIRECT_VERIFICATION: 'false' }, async (other) => {
      const response = await apiClient(other.url, client.sessionCookie).post('/api/verify-current-user');
      expect(await response.json()).toEqual({ message: 'Verification Email Sent', emailVerified: false });
    });
    expect(await isVerified(email)).toBe(false);
    expect(await mailsTo(context.server, email)).toHaveLength(2);
    expect((await verify(tokenOf(await latestLink(context.server, email)))).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });
});

describe('GET /api/dev/mail (development only)', () => {
  it('lists the newest mails to an address, newest first, with text and HTML parts', async () => {
    const { email } = await signUp(context.server);
    await resend(email);
    const response = await fetch(`${context.server.url}/api/dev/mail?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    const mails = (await response.json()) as { id: string; createdAt: string; mail: { to: string; subject: string; text: string; html: string } }[];
    expect(mails).toHaveLength(2);
    expect(mails[0]!.mail).toMatchObject({ to: email, subject: 'Verify your email address' });
    expect(mails[0]!.mail.html).toContain(`href="${await latestLink(context.server, email)}"`);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
    expect(mails[0]!.id).not.toBe(mails[1]!.id);
  });
});
