import { languageOr } from '@yardsale/core/constants';
import type { ChangePasswordInput } from '@yardsale/core/schemas/auth';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import type { Database } from '@/db/client';
import { checkCurrentPassword, findUserByEmail, normalizeEmail, resetAlreadyDone, resetPassword, setPassword } from './accounts';
import type { ServiceContext } from './context';
import { invalid } from './errors';
import { checkOwnPassword, clearAccountLoginFailures, limitMailTo, limitPasswordChanges } from './login-limits';
import { passwordChangedMail } from './mail-templates';
import type { UserRow } from './users';
import { sendPasswordResetMail } from './verification';

/** POST reset-password/request: mails a link to an active account; the caller answers the same either way. */
export async function requestPasswordReset(ctx: ServiceContext, ip: string, email: string): Promise<void> {
  await limitMailTo(ctx.database, ip, email);
  const user = await findUserByEmail(ctx.database.db, email);
  if (user?.isActive) await sendPasswordResetMail(ctx, user);
}

/**
 * POST reset-password/complete: the password set with a mailed link, every session ended. The same
 * request sent again is done already, not refused (resetAlreadyDone); a link that is not good is refused.
 */
export async function completePasswordReset(database: Database, token: string, newPassword: string): Promise<void> {
  const reset = await resetPassword(database.db, token, newPassword);
  if (!reset) {
    if (await resetAlreadyDone(database.db, token, newPassword)) return;
    throw invalid(REQUEST_MESSAGES.resetLinkInvalid);
  }
  // The reset proved the mailbox, as the 429 message for a locked account promises.
  if (reset.email) await clearAccountLoginFailures(database, normalizeEmail(reset.email));
}

/** POST change-password: the current password proven (a wrong one stays counted), every other session ended. */
export async function changeOwnPassword(ctx: ServiceContext, user: UserRow, input: ChangePasswordInput, keepSessionToken: string | undefined): Promise<void> {
  await checkOwnPassword(ctx.database, user.id, () => checkCurrentPassword(user, input.currentPassword));
  await limitPasswordChanges(ctx.database, user.id); // only changes that happen count: each one mails
  await setPassword(ctx.database.db, user.id, input.newPassword, keepSessionToken);
  // Only a proven address is told: an unverified one may be somebody else's inbox.
  if (user.emailVerified) await ctx.sendMail(passwordChangedMail(user.email, languageOr(user.preferences.language)));
}
