import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { LoginInput } from '@yardsale/core/schemas/auth';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { tooMany, unauthenticated } from '@/services/errors';
import { authenticate, normalizeEmail } from './accounts';
import { enforceRateLimit, hitRateLimit, releaseRateLimitHit, type RateLimitHit, type RateLimitRule } from './rate-limit';
import { clientNetwork } from './client-network';
import { AUTH_LIMITS } from './rate-limit-rules';
import type { UserRow } from './users';

const accountKey = (email: string) => `login-fail-account:${email}`;


type Limit = { key: string; rule: RateLimitRule };

/** How long an attempt waits for checks already under way before it is refused, and how often it looks. */
const WAIT_FOR_CHECKS_MS = 10_000;
const LOOK_AGAIN_MS = 25;

/** Password checks of this process still running, per counter: their hits are not failures (yet). */
const checksUnderWay = new Map<string, number>();
const enter = (limits: Limit[]) => limits.forEach(({ key }) => checksUnderWay.set(key, (checksUnderWay.get(key) ?? 0) + 1));
const leave = (limits: Limit[]) =>
  limits.forEach(({ key }) => {
    const left = (checksUnderWay.get(key) ?? 1) - 1;
    if (left > 0) checksUnderWay.set(key, left);
    else checksUnderWay.delete(key);
  });

/** Deciding attempts on one counter one after another here, so none decides before another has entered. */
const deciding = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const next = (deciding.get(key) ?? Promise.resolve()).then(work, work);
  const settled = next.catch(() => undefined);
  deciding.set(key, settled);
  void settled.then(() => deciding.get(key) === settled && deciding.delete(key));
  return next;
}

const giveBack = (database: Database, limits: Limit[], hits: RateLimitHit[]) =>
  Promise.all(limits.map(({ key }, i) => releaseRateLimitHit(database, key, hits[i]!))).then(() => undefined);

type Decision = { allowed: true; hits: RateLimitHit[] } | { allowed: false; refused: RateLimitHit; othersRunning: boolean };

/**
 * Counts an attempt against every key BEFORE the (slow, argon2) password check, so a parallel burst
 * cannot run more checks than the limits allow: each counter is raised atomically. An attempt that
 * finds a counter over its limit takes its hits back (it never ran); while checks of the same counter
 * are still running here it waits for them, since they may yet turn out right and give theirs back,
 * and only then is it refused with 429. So a burst of right passwords all get in, a burst of wrong
 * ones runs exactly the limit's number of checks.
 */
async function reserve(database: Database, limits: Limit[], message: string): Promise<RateLimitHit[]> {
  const deadline = Date.now() + WAIT_FOR_CHECKS_MS;
  for (;;) {
    const decision = await oneAtATime(limits[0]!.key, async (): Promise<Decision> => {
      const hits = await Promise.all(limits.map(({ key, rule }) => hitRateLimit(database, key, rule)));
      const refused = hits.find((hit) => !hit.allowed);
      if (!refused) {
        enter(limits);
        return { allowed: true, hits };
      }
      await giveBack(database, limits, hits);
      return { allowed: false, refused, othersRunning: limits.some(({ key }) => checksUnderWay.has(key)) };
    });
    if (decision.allowed) return decision.hits;
    if (!decision.othersRunning || Date.now() > deadline) throw tooMany(message, Math.max(1, Math.ceil(decision.refused.secondsLeft)));
    await sleep(LOOK_AGAIN_MS);
  }
}

/**
 * Runs a password check as a limited attempt: a right password (`isRight`) gives the attempt back,
 * a wrong one (or a check that throws, such as 'Current password is incorrect') keeps it counted.
 */
async function limitedCheck<T>(database: Database, limits: Limit[], message: string, check: () => Promise<T>, isRight: (result: T) => boolean): Promise<T> {
  const hits = await reserve(database, limits, message);
  let right = false;
  try {
    const result = await check();
    right = isRight(result);
    return result;
  } finally {
    leave(limits);
    if (right) await giveBack(database, limits, hits);
  }
}

/**
 * A sign-in (see reserve): the user when the password is right. The tight limit is on one account
 * from one address, so a stranger's wrong guesses from elsewhere cannot lock the owner out; the looser
 * per-address and per-account limits stop one address trying many accounts and a botnet trying one.
 */
export function checkLoginPassword<T>(database: Database, ip: string, email: string, check: () => Promise<T | undefined>): Promise<T | undefined> {
  const network = clientNetwork(ip);
  const limits = [
    { key: `login-fail-pair:${network}:${email}`, rule: AUTH_LIMITS.failedLoginsPerAccountAndIp },
    { key: `login-fail-ip:${network}`, rule: AUTH_LIMITS.failedLoginsPerIp },
    { key: accountKey(email), rule: AUTH_LIMITS.failedLoginsPerAccount },
  ];
  return limitedCheck(database, limits, REQUEST_MESSAGES.tooManyLogins, check, (user) => user !== undefined);
}

/** The account these credentials sign in to (a sign-in, an appeal), checked under checkLoginPassword's limits. */
export async function provenAccount(database: Database, ip: string, { username, password }: LoginInput): Promise<UserRow> {
  const email = normalizeEmail(username);
  const user = await checkLoginPassword(database, ip, email, () => authenticate(database.db, email, password));
  if (!user) throw unauthenticated(AUTH_MESSAGES.invalidLogin); // counted as a failure
  return user;
}

/** A signed-in user's check of their own password (change password, delete account), limited per user; `check` throws when wrong. */
export function checkOwnPassword<T>(database: Database, userId: string, check: () => Promise<T>): Promise<T> {
  const limits = [{ key: `password-wrong:${userId}`, rule: AUTH_LIMITS.wrongPasswordsPerUser }];
  return limitedCheck(database, limits, REQUEST_MESSAGES.tooManyWrongPasswords, check, () => true);
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

/** Mail-sending requests are limited per address and per client network (client-network.ts), so nobody can flood an inbox. */
export async function limitMailTo(database: Database, ip: string, email: string): Promise<void> {
  await enforceRateLimit(database, `mail-email:${normalizeEmail(email)}`, AUTH_LIMITS.mailPerEmail);
  await enforceRateLimit(database, `mail-ip:${clientNetwork(ip)}`, AUTH_LIMITS.mailPerIp);
}
