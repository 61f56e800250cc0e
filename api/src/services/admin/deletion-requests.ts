// The desk's queue of data deletion requests (the public form on /data-deletion, decision 0051):
// pending ones oldest first, each due DATA_DELETION_PROCESSING_DAYS after it was filed.
// Completing one deletes what was kept for the address, as the account's own deletion does, and
// tells the address; rejecting one (its owner objected, say) deletes nothing. Both are logged.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminDeletionRequest } from '@yardsale/core/api-types';
import { DATA_DELETION_PROCESSING_DAYS, languageOr } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import type { AdminNoteInput } from '@yardsale/core/schemas/admin';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import type { Db } from '@/db/client';
import { adminActions, dataDeletionRequests, supportRequests, users } from '@/db/schema';
import { eraseAccountRows, findUserByEmail } from '@/services/accounts';
import type { ServiceContext } from '@/services/context';
import { notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { forgetMailOf } from '@/services/mail';
import { dataDeletionCompletedMail } from '@/services/mail-templates';
import { publicNameOf } from '@/services/messages/people';
import { logAction, type Admin, type Tx } from './actions';
import { adminPerson } from './desk';

/** As many as the desk's other queues show at once. */
const QUEUE_SIZE = 50;

/** GET /api/admin/deletion-requests: the pending requests, oldest first, with the account each names. */
export async function pendingDeletionRequests(db: Db): Promise<AdminDeletionRequest[]> {
  const rows = await db
    .select({ request: dataDeletionRequests, account: users })
    .from(dataDeletionRequests)
    // The account with the address, matched as findUserByEmail does: the request keeps it as typed.
    .leftJoin(users, sql`lower(${users.email}) = lower(${dataDeletionRequests.email})`)
    .where(eq(dataDeletionRequests.status, 'pending'))
    .orderBy(asc(dataDeletionRequests.createdAt), asc(dataDeletionRequests.id))
    .limit(QUEUE_SIZE);
  return rows.map(({ request, account }) => ({
    id: request.id,
    email: request.email,
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    dueAt: new Date(request.createdAt.getTime() + DATA_DELETION_PROCESSING_DAYS * DAY_MS).toISOString(),
    account: account ? adminPerson(account) : null,
  }));
}

const isPending = (id: string) => and(eq(dataDeletionRequests.id, id), eq(dataDeletionRequests.status, 'pending'));

async function pendingRequest(db: Db, id: string) {
  const [row] = isUuid(id) ? await db.select().from(dataDeletionRequests).where(isPending(id)) : [];
  if (!row) throw notFound(ADMIN_MESSAGES.deletionRequestNotFound);
  return row;
}

/** Closes the request as `status` unless another administrator closed it meanwhile (then 404, and the transaction is undone). */
async function close(tx: Tx, id: string, status: 'completed' | 'rejected', now: Date): Promise<void> {
  const closed = await tx.update(dataDeletionRequests).set({ status, processedAt: now }).where(isPending(id)).returning({ id: dataDeletionRequests.id });
  if (!closed.length) throw notFound(ADMIN_MESSAGES.deletionRequestNotFound);
}

/**
 * Deletes the account with the request's address (its posts, messages, photos and sessions go with
 * it, reports against it stay: eraseAccount) and the support messages sent from it, then tells the
 * address, in the account's language when there was one.
 */
export async function completeDeletionRequest(ctx: ServiceContext, admin: Admin, id: string, { note }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  const request = await pendingRequest(db, id);
  const account = await findUserByEmail(db, request.email);
  // Closed first, in the erasure's transaction: a rejection at the same moment either comes first
  // (and nothing is erased) or finds the request closed.
  const removeFiles = await db.transaction(async (tx) => {
    await close(tx, request.id, 'completed', now);
    const removeAccountFiles = account ? await eraseAccountRows(tx, ctx.uploads, account, now) : async () => {};
    await tx.delete(supportRequests).where(sql`lower(${supportRequests.email}) = ${request.email.toLowerCase()}`);
    // With no account too: the request itself and any support message went to support by mail (decision 0081).
    await forgetMailOf(tx, request.email);
    // A look-up of the address when no account had it kept the address typed (decision 0076): cleared too.
    await tx
      .update(adminActions)
      .set({ details: {} })
      .where(and(eq(adminActions.action, 'look-up-account'), sql`lower(trim(${adminActions.details}->>'email')) = ${request.email.toLowerCase()}`));
    const details = { requestId: request.id, email: request.email, displayName: account ? publicNameOf(account) : '', accountDeleted: Boolean(account) };
    await logAction(tx, admin, { action: 'complete-deletion', note, details }, now);
    return removeAccountFiles;
  });
  await removeFiles();
  await ctx.sendMail(dataDeletionCompletedMail(request.email, languageOr(account?.preferences.language)));
}

/** Keeps the data: the request is closed as rejected, with the desk's reason in the audit log. */
export async function rejectDeletionRequest(db: Db, admin: Admin, id: string, { note }: AdminNoteInput, now = new Date()): Promise<void> {
  const request = await pendingRequest(db, id);
  const account = await findUserByEmail(db, request.email);
  await db.transaction(async (tx) => {
    await close(tx, request.id, 'rejected', now);
    const details = { requestId: request.id, email: request.email, displayName: account ? publicNameOf(account) : '' };
    await logAction(tx, admin, { action: 'reject-deletion', note, targetUserId: account?.id ?? null, details }, now);
  });
}
