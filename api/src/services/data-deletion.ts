import { DATA_DELETION_PROCESSING_DAYS, languageOr } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import type { DataDeletionRequest } from '@yardsale/core/schemas/data-deletion';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dataDeletionRequests } from '@/db/schema';
import { findUserByEmail, normalizeEmail } from './accounts';
import type { ServiceContext } from './context';
import { dataDeletionRequestedMail, dataDeletionRequestMail } from './mail-templates';

export const DATA_DELETION_SUBMITTED_MESSAGE = `Request submitted. We will process it within ${DATA_DELETION_PROCESSING_DAYS} days.`;

/**
 * Records a request for staff to process (the e-mail kept as typed, trimmed by the schema) and mails
 * it to support with the date it is due. The account it names, if any, is told too, in its own
 * language: anyone can file a request for any address, so its owner learns of it and can object
 * before anything is deleted. The requester's answer is the same either way.
 */
export async function submitDataDeletionRequest(ctx: ServiceContext, request: DataDeletionRequest): Promise<void> {
  if (await joinPendingRequest(ctx.database.db, request)) return;
  const [row] = await ctx.database.db.insert(dataDeletionRequests).values({ email: request.email, reason: request.reason }).returning();
  const owner = await findUserByEmail(ctx.database.db, request.email);
  const due = new Date(row!.createdAt.getTime() + DATA_DELETION_PROCESSING_DAYS * DAY_MS);
  await ctx.sendMail({
    ...dataDeletionRequestMail({ supportEmail: ctx.config.supportEmail, email: request.email, reason: request.reason, hasAccount: Boolean(owner), due }),
    replyTo: request.email,
  });
  if (owner) await ctx.sendMail(dataDeletionRequestedMail(owner.email, languageOr(owner.preferences.language)));
}

/**
 * A request for an address that already has one pending is that one: nothing more is filed or mailed,
 * so nobody can flood an address's owner or the desk. A reason given now fills one left empty.
 */
async function joinPendingRequest(db: Db, request: DataDeletionRequest): Promise<boolean> {
  const sameAddress = and(sql`lower(${dataDeletionRequests.email}) = ${normalizeEmail(request.email)}`, eq(dataDeletionRequests.status, 'pending'));
  const [pending] = await db.select({ id: dataDeletionRequests.id, reason: dataDeletionRequests.reason }).from(dataDeletionRequests).where(sameAddress).limit(1);
  if (!pending) return false;
  if (!pending.reason && request.reason) await db.update(dataDeletionRequests).set({ reason: request.reason }).where(eq(dataDeletionRequests.id, pending.id));
  return true;
}
