// Changing an account's e-mail address (decision 0070). The address is the username (SPEC section
// 3), so a mistyped one locked its owner out of verification for good, and a new one meant a new
// account. The new address is proven by a link mailed to it; the old one is told once it is done.
import { and, eq, isNull } from 'drizzle-orm';
import { languageOr, type Language } from '@yardsale/core/constants';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { OutboxMail } from '@/db/schema';
import { users } from '@/db/schema';
import { isUniqueViolation } from '@/db/unique-violation';
import { findUserByEmail, normalizeEmail } from './accounts';
import type { ServiceContext } from './context';
import { EMAIL_CHANGE_TEXTS } from './email-change-texts';
import { conflict, invalid } from './errors';
import { paths } from './links';
import { accountMail } from './mail-templates';
import { consumeEmailChangeToken, forgetTokens, issueToken, withdrawTokens } from './tokens';
import type { UserRow } from './users';

const emailInUse = () => conflict(AUTH_MESSAGES.emailInUse, { newEmail: AUTH_MESSAGES.emailInUse });

const confirmMail = (to: string, url: string, language: Language): OutboxMail => accountMail(to, EMAIL_CHANGE_TEXTS[language].confirm, language, url);

function changedMail(to: string, newEmail: string, language: Language): OutboxMail {
  const texts = EMAIL_CHANGE_TEXTS[language].changed;
  return accountMail(to, { ...texts, paragraphs: texts.paragraphs.map((text) => text.replace('{new}', newEmail)) }, language);
}

/** Mails the new address its link; the account keeps its address until it is opened. */
export async function requestEmailChange(ctx: ServiceContext, user: UserRow, newEmail: string): Promise<void> {
  const email = normalizeEmail(newEmail);
  if (email === normalizeEmail(user.email)) throw invalid(AUTH_MESSAGES.sameEmail, { newEmail: AUTH_MESSAGES.sameEmail });
  if (await findUserByEmail(ctx.database.db, email)) throw emailInUse();
  const token = await issueToken(ctx.database.db, user.id, 'change-email', email);
  await ctx.sendMail(confirmMail(email, paths.link(ctx.config, paths.verifyEmail, token), languageOr(user.preferences.language)));
}

/**
 * Opens an e-mail change link: the account takes the new address, verified (the link proves it),
 * and every link sent to the old one stops working. Answers false when the token is not one.
 */
export async function completeEmailChange(ctx: ServiceContext, token: string): Promise<boolean> {
  const { db } = ctx.database;
  const change = await consumeEmailChangeToken(db, token);
  if (!change) return false;
  const [before] = await db.select().from(users).where(eq(users.id, change.userId));
  if (!before) return false;
  const taken = await findUserByEmail(db, change.newEmail);
  if (taken && taken.id !== before.id) throw emailInUse();
  try {
    // Not once suspended: a suspension withdraws the links, and this catches one opened as it happened.
    const changed = await db
      .update(users)
      .set({ email: change.newEmail, username: change.newEmail, emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, before.id), isNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse(); // taken by a registration meanwhile
    throw error;
  }
  // Links mailed to the old address, or for an address asked for before this one, work no more;
  // the old address's used verification links are forgotten too, so none of them says it is verified.
  await forgetTokens(db, before.id, 'verify-email', 'reset-password');
  await withdrawTokens(db, before.id, 'change-email');
  // Only a proven address is told: an unverified one may be somebody else's inbox (a typo).
  if (before.emailVerified) await ctx.sendMail(changedMail(before.email, change.newEmail, languageOr(before.preferences.language)));
  return true;
}
