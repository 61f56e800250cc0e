import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { HttpError } from '@/plugins/errors';
import { normalizeEmail } from './accounts';
import { enforceRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from './rate-limit';

const FIVE_MINUTES = 5 * 60 * 1000;
const THIRTY_MINUTES = 30 * 60 * 1000;

export const AUTH_LIMITS = {
  failedLoginsPerIp: { limit: 25, windowMs: FIVE_MINUTES },
  failedLoginsPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  registrationsPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  mailPerEmail: { limit: 5, windowMs: THIRTY_MINUTES },
  mailPerIp: { limit: 30, windowMs: THIRTY_MINUTES },
  supportPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

const accountKey = (email: string) => `login-fail-account:${email}`;

const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.';

/** Refuses a sign-in while this IP or this account has too many recent failures. */
export async function checkLoginAllowed(database: Database, ip: string, email: string): Promise<void> {
  const [byIp, byAccount] = await Promise.all([
    peekRateLimit(database, `login-fail-ip:${ip}`),
    peekRateLimit(database, accountKey(email)),
  ]);
  const blocked = [
    { hit: byIp, rule: AUTH_LIMITS.failedLoginsPerIp },
    { hit: byAccount, rule: AUTH_LIMITS.failedLoginsPerAccount },
  ].find(({ hit, rule }) => hit && hit.count >= rule.limit);
  if (blocked?.hit) {
    throw new HttpError(429, TOO_MANY_LOGINS, { retryAfterSeconds: Math.max(1, Math.ceil(blocked.hit.secondsLeft)) });
  }
}

export async function recordFailedLogin(database: Database, ip: string, email: string): Promise<void> {
  await hitRateLimit(database, `login-fail-ip:${ip}`, AUTH_LIMITS.failedLoginsPerIp);
  await hitRateLimit(database, accountKey(email), AUTH_LIMITS.failedLoginsPerAccount);
}

/** A completed password reset proves the mailbox: the account's lock (not the IP's) is lifted. */
export async function clearAccountLoginFailures(database: Database, email: string): Promise<void> {
  await database.db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
}

/** Mail-sending requests are limited per address and per IP, so nobody can flood an inbox. */
export async function limitMailTo(database: Database, ip: string, email: string): Promise<void> {
  await enforceRateLimit(database, `mail-email:${normalizeEmail(email)}`, AUTH_LIMITS.mailPerEmail);
  await enforceRateLimit(database, `mail-ip:${ip}`, AUTH_LIMITS.mailPerIp);
}
