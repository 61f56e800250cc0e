// Proving a mobile number for text messages (decision 0077): a code texted to it works for 10 minutes
// and 5 tries. Once proven the number is the account's and its SMS switch is on; removing the number
// turns the switch off. Codes are limited per account, per account and number, then per number
// (nobody can flood a stranger's phone, and one account cannot spend all of a number's codes; an
// account past its own limit uses up no number's).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { languageOr } from '@yardsale/core/constants';
import { SMS_MESSAGES } from '@yardsale/core/schemas/sms';
import { nanpNumberOf, SMS } from '@yardsale/core/sms';
import { smsCodes, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { invalid, notFound } from '@/services/errors';
import { mergeJson } from '@/services/profile';
import { enforceRateLimit } from '@/services/rate-limit';
import { SMS_CODE_LIMITS } from '@/services/rate-limit-rules';
import type { UserRow } from '@/services/users';
import { SMS_TEXTS } from './texts';

const hashOf = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** POST /api/users/sms-number: texts a new code to the number (replacing any earlier one); answers the number in E.164. */
export async function textCode(ctx: ServiceContext, user: UserRow, typed: string): Promise<string> {
  const { sms } = ctx;
  if (!sms) throw notFound(SMS_MESSAGES.unavailable);
  const phone = nanpNumberOf(typed);
  if (!phone) throw invalid(SMS_MESSAGES.numberInvalid, { phone: SMS_MESSAGES.numberInvalid });
  await enforceRateLimit(ctx.database, `sms-account:${user.id}`, SMS_CODE_LIMITS.perAccount);
  await enforceRateLimit(ctx.database, `sms-account-number:${user.id}:${phone}`, SMS_CODE_LIMITS.perAccountAndNumber);
  await enforceRateLimit(ctx.database, `sms-account-number-day:${user.id}:${phone}`, SMS_CODE_LIMITS.perAccountAndNumberPerDay);
  await enforceRateLimit(ctx.database, `sms-number:${phone}`, SMS_CODE_LIMITS.perNumber);
  await enforceRateLimit(ctx.database, `sms-number-day:${phone}`, SMS_CODE_LIMITS.perNumberPerDay);
  const code = String(randomInt(0, 10 ** SMS.codeLength)).padStart(SMS.codeLength, '0');
  const kept = { phone, codeHash: hashOf(user.id, code).toString('hex'), expiresAt: new Date(Date.now() + SMS.codeLifetimeMs), attemptsLeft: SMS.codeAttempts };
  await ctx.database.db.insert(smsCodes).values({ userId: user.id, ...kept }).onConflictDoUpdate({ target: smsCodes.userId, set: kept });
  const sent = await sms.send(phone, SMS_TEXTS[languageOr(user.preferences.language)].code(code)).catch(() => 'failed' as const);
  if (sent === 'sent') return phone;
  // This code only: a newer one asked for meanwhile stays.
  await ctx.database.db.delete(smsCodes).where(and(eq(smsCodes.userId, user.id), eq(smsCodes.codeHash, kept.codeHash)));
  const message = sent === 'opted-out' ? SMS_MESSAGES.optedOut : SMS_MESSAGES.sendFailed;
  throw invalid(message, { phone: message });
}

/**
 * POST /api/users/sms-number/verify: the texted code makes its number the account's and turns texts
 * on. A wrong code uses up a try; the last wrong one, or an old code, must be sent anew.
 */
export async function confirmCode(ctx: ServiceContext, user: UserRow, code: string): Promise<UserRow> {
  // A wrong try is counted in the transaction and refused after it commits (a throw would undo the count).
  const outcome = await ctx.database.db.transaction(async (tx): Promise<UserRow | string> => {
    const [kept] = await tx.select().from(smsCodes).where(eq(smsCodes.userId, user.id)).for('update');
    if (!kept || kept.expiresAt <= new Date() || kept.attemptsLeft <= 0) return SMS_MESSAGES.codeGone;
    if (!timingSafeEqual(hashOf(user.id, code), Buffer.from(kept.codeHash, 'hex'))) {
      await tx.update(smsCodes).set({ attemptsLeft: kept.attemptsLeft - 1 }).where(eq(smsCodes.userId, user.id));
      return kept.attemptsLeft > 1 ? SMS_MESSAGES.codeWrong : SMS_MESSAGES.codeGone;
    }
    await tx.delete(smsCodes).where(eq(smsCodes.userId, user.id));
    const [updated] = await tx
      .update(users)
      .set({ smsNumber: kept.phone, notificationSettings: mergeJson(users.notificationSettings, { sms: true }), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  });
  if (typeof outcome === 'string') throw invalid(outcome, { code: outcome });
  return outcome;
}

/** DELETE /api/users/sms-number: no more texts, and no number kept. */
export async function removeNumber(ctx: ServiceContext, user: UserRow): Promise<UserRow> {
  const { db } = ctx.database;
  await db.delete(smsCodes).where(eq(smsCodes.userId, user.id));
  const [updated] = await db
    .update(users)
    .set({ smsNumber: null, notificationSettings: mergeJson(users.notificationSettings, { sms: false }), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
