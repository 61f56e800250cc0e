// A suspended user's one appeal per suspension. The account has no session, so the appeal comes with
// its e-mail and password (checked as a sign-in, under the same limits). It waits in the desk's queue
// until an administrator restores the account (granted) or rejects it; every administrator is told.
import { APPEAL_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { appeals } from '@/db/schema';
import { administratorEmails } from '@/services/admin/access';
import type { ServiceContext } from '@/services/context';
import { conflict } from '@/services/errors';
import { appealFiledMail } from '@/services/mail-templates';
import { publicNameOf } from '@/services/messages/people';
import type { UserRow } from '@/services/users';

export async function fileAppeal(ctx: ServiceContext, user: UserRow, message: string, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  if (!user.suspendedAt) throw conflict(APPEAL_MESSAGES.notSuspended);
  const [filed] = await db.insert(appeals).values({ userId: user.id, suspendedAt: user.suspendedAt, message, createdAt: now }).onConflictDoNothing().returning({ id: appeals.id });
  if (!filed) throw conflict(APPEAL_MESSAGES.alreadyAppealed);
  const deskUrl = `${ctx.config.publicUrl}/admin`;
  for (const to of await administratorEmails(db, ctx.config)) await ctx.sendMail(appealFiledMail(to, publicNameOf(user), message, deskUrl));
}
