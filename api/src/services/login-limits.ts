import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { tooMany } from '@/services/errors';
import { normalizeEmail } from './accounts';
import { enforceRateLimit, hitRateLimit, releaseRateLimitHit, type RateLimitRule } from './rate-limit';
import { AUTH_LIMITS } from './rate-limit-rules';

const accountKey = (email: string) => `login-fail-account:${email}`;

const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.';
export const TOO_MANY_WRONG_PASSWORDS = 'Too many incorrect passwords. Please wait a few minutes and try again.';

/** An attempt counted before its password is checked; release it when the password was right. */
export interface PasswordAttempt {
  release(): Promise<void>;
}

/**
 * Counts an attempt against every key BEFORE the (slow, argon2) password check, so a parallel burst
 * cannot run more checks than the limits allow: each counter is raised atomically, and an attempt
 * that finds any of them over its limit is refused with 429 (and takes its hits back: it never ran).
 * An attempt that fails keeps its hits, which is what makes them failures.
 */
async function reserveAttempt(database: Database, limits: { key: string; rule: RateLimitRule }[], message: string): Promise<PasswordAttempt> {
  const hits = await Promise.all(limits.map(({ key, rule }) => hitRateLimit(database, key, rule)));
  const release = () => Promise.all(limits.map(({ key }, i) => releaseRateLimitHit(database, key, hits[i]!))).then(() => undefined);
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) {
    await release();
    throw tooMany(message, Math.max(1, Math.ceil(refused.secondsLeft)));
  }
  return { release };
}

/**
 * A sign-in attempt (see reserveAttempt). The tight limit is on one account from one address, so a
 * stranger's wrong guesses from elsewhere cannot lock the owner out; the looser per-address and
 * per-account limits stop one address trying many accounts and a botnet trying one.
 */
export function reserveLoginAttempt(database: Database, ip: string, email: string): Promise<PasswordAttempt> {
  return reserveAttempt(
    database,
    [
      { key: `login-fail-pair:${ip}:${email}`, rule: AUTH_LIMITS.failedLoginsPerAccountAndIp },
      { key: `login-fail-ip:${ip}`, rule: AUTH_LIMITS.failedLoginsPerIp },
      { key: accountKey(email), rule: AUTH_LIMITS.failedLoginsPerAccount },
    ],
    TOO_MANY_LOGINS,
  );
}

/** A signed-in user's check of their own password (change password, delete account), limited per user. */
export function reservePasswordCheck(database: Database, userId: string): Promise<PasswordAttempt> {
  return reserveAttempt(database, [{ key: `password-wrong:${userId}`, rule: AUTH_LIMITS.wrongPasswordsPerUser }], TOO_MANY_WRONG_PASSWORDS);
}

/** A completed password reset proves the mailbox: the account's locks (not the address's) are lifted. */
export async function clearAccountLoginFailures(database: Database, email: string): Promise<void> {
  const pairOfThisAccount = and(like(rateLimits.key, 'login-fail-pair:%'), sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`);
  await database.db.delete(rateLimits).where(or(eq(rateLimits.key, accountKey(email)), pairOfThisAccount));
}

/** Each change mails the owner, so changes are limited: the account cannot be turned into a mail cannon. */
export async function limitPasswordChanges(database: Database, userId: string): Promise<void> {
  await enforceRateLimit(database, `password-change:${userId}`, AUTH_LIMITS.passwordChangesPerUser);
}

/** Mail-sending requests are limited per address and per IP, so nobody can flood an inbox. */
export async function limitMailTo(database: Database, ip: string, email: string): Promise<void> {
  await enforceRateLimit(database, `mail-email:${normalizeEmail(email)}`, AUTH_LIMITS.mailPerEmail);
  await enforceRateLimit(database, `mail-ip:${ip}`, AUTH_LIMITS.mailPerIp);
}
