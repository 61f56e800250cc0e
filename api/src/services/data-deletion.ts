import { DATA_DELETION_PROCESSING_DAYS, languageOr } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import type { DataDeletionRequest } from '@yardsale/core/schemas/data-deletion';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dataDeletionRequests } from '@/db/schema';
import { findUserByEmail, normalizeEmail } from './accounts';
import type { ServiceContext } from './context';
import { dataDeletionRequestedMail, dataDeletionRequestMail } from './mail-templates';

/**
 * Records a request for staff to process (the e-mail kept as typed, trimmed by the schema) and mails
 * it to support with the date it is due. The account it names, if any, is told too, in its own
 * language: anyone can file a request for any address, so its owner learns of it and can object
 * before anything is deleted. The requester's answer is the same either way.
 */
export async function submitDataDeletionRequest(ctx: ServiceContext, request: DataDeletionRequest): Promise<void> {
  const row = await fileOncePerAddress(ctx.database.db, request);
  if (!row) return;
  const owner = await findUserByEmail(ctx.database.db, request.email);
  const due = new Date(row.createdAt.getTime() + DATA_DELETION_PROCESSING_DAYS * DAY_MS);
  await ctx.sendMail({
    ...dataDeletionRequestMail({ supportEmail: ctx.config.supportEmail, email: request.email, reason: request.reason, hasAccount: Boolean(owner), due }),
    replyTo: request.email,
  });
  if (owner) await ctx.sendMail(dataDeletionRequestedMail(owner.email, languageOr(owner.preferences.language)));
}

/**
 * Files the request, unless the address has one pending: that one stands, unchanged (anyone may
 * ask for any address, so nothing more is mailed to its owner or the desk, and nobody can add words
 * to another's request). Two asked at once are filed one after the other, the second finding the first.
 */
async function fileOncePerAddress(db: Db, request: DataDeletionRequest) {
  const address = normalizeEmail(request.email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-deletion:${address}`}))`);
    const sameAddress = and(sql`lower(${dataDeletionRequests.email}) = ${address}`, eq(dataDeletionRequests.status, 'pending'));
    const [pending] = await tx.select({ id: dataDeletionRequests.id }).from(dataDeletionRequests).where(sameAddress).limit(1);
    if (pending) return undefined;
    const [row] = await tx.insert(dataDeletionRequests).values({ email: request.email, reason: request.reason }).returning();
    return row;
  });
}
