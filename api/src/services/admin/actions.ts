// What administrators do, each in one transaction with its line in the audit log (admin_actions):
// dismiss a report, remove a post, suspend an account (its sessions end, its posts are hidden and its
// open reports reviewed), restore it (showing again the posts the suspension hid, except those an
// administrator removed meanwhile, and granting its appeal) and reject an appeal. A post taken down
// has its photos withheld until it is shown again (decision 0045). Whoever reported a post hears
// what came of it (report-outcomes.ts).
import { and, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AdminActionRecord, AdminPost } from '@yardsale/core/api-types';
import { languageOr, type ListingType } from '@yardsale/core/constants';
import { type AdminAction } from '@yardsale/core/moderation';
import { type AdminNoteInput } from '@yardsale/core/schemas/admin';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { APPEAL_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Db } from '@/db/client';
import { adminActions, appeals, classifieds, listings, pushSubscriptions, reports, sessions, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { conflict, forbidden, invalid, notFound } from '@/services/errors';
import { accountRestoredMail, accountSuspendedMail, appealRejectedMail, postTakenDownMail } from '@/services/mail-templates';
import { paths } from '@/services/links';
import { isUuid } from '@/services/ids';
import { withdrawTokens } from '@/services/tokens';
import { publicNameOf } from '@/services/messages/people';
import type { UserRow } from '@/services/users';
import { releasePhotosOf, withholdPhotosOf, type PostIds } from '@/services/withheld-photos';
import { tellPostReporters } from './report-outcomes';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Admin = Pick<UserRow, 'id' | 'email'>;

interface Logged {
  action: AdminAction;
  note: string;
  targetUserId?: string | null;
  reportId?: string | null;
  details?: Record<string, unknown>;
}

/** The action's line in the audit log, written in the action's transaction (a look-up has none). */
export async function logAction(tx: Db | Tx, admin: Admin, entry: Logged, now: Date): Promise<void> {
  await tx.insert(adminActions).values({ adminId: admin.id, adminEmail: admin.email, ...entry, createdAt: now });
}

/** The report named with an action, if any: it must exist, and be about someone other than the administrator acting. */
async function reportFor(db: Db | Tx, admin: Admin, reportId: string | undefined) {
  if (!reportId) return undefined;
  const [report] = isUuid(reportId) ? await db.select().from(reports).where(eq(reports.id, reportId)) : [];
  if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
  if (report.reportedId === admin.id) throw forbidden(ADMIN_MESSAGES.aboutYou);
  return report;
}

/**
 * Closes those of the reports still open; answers their ids. One another administrator closed
 * meanwhile keeps its outcome, and its reporter hears only that one.
 */
async function review(tx: Tx, admin: Admin, ids: string[], status: 'reviewed' | 'dismissed', now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const closed = await tx
    .update(reports)
    .set({ status, reviewedBy: admin.id, reviewedAt: now })
    .where(and(inArray(reports.id, ids), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed.map(({ id }) => id);
}

export async function dismissReport(ctx: ServiceContext, admin: Admin, reportId: string, { note }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  const report = (await reportFor(db, admin, reportId))!;
  const dismissed = await db.transaction(async (tx) => {
    // Closed first: of two dismissals at once (or one after a suspension closed it), one is logged.
    const closed = await review(tx, admin, [report.id], 'dismissed', now);
    if (closed.length === 0) throw conflict(ADMIN_MESSAGES.reportClosed);
    await logAction(tx, admin, { action: 'dismiss-report', note, reportId: report.id, targetUserId: report.reportedId }, now);
    return closed;
  });
  await tellPostReporters(ctx, dismissed, false);
}

/** The yard sale or classified `postId`, locked for the rest of the transaction; 404 when it is neither. */
export async function lockedPost(tx: Tx, postId: string) {
  const postOf = (table: typeof listings | typeof classifieds) =>
    tx.select({ id: table.id, userId: table.userId, title: table.title, isActive: table.isActive }).from(table).where(eq(table.id, postId)).for('update');
  const [sale] = isUuid(postId) ? await postOf(listings) : [];
  const [item] = sale || !isUuid(postId) ? [] : await postOf(classifieds);
  const post = sale ?? item;
  if (!post) throw notFound(ADMIN_MESSAGES.listingNotFound);
  return { ...post, type: (sale ? 'listing' : 'classified') as ListingType };
}

type LockedPost = Awaited<ReturnType<typeof lockedPost>>;

export const idsOf = (post: LockedPost): PostIds =>
  post.type === 'listing' ? { listingIds: [post.id], classifiedIds: [] } : { listingIds: [], classifiedIds: [post.id] };

/** Shows a post to everyone again, or takes it off every list. */
export async function showPost(tx: Tx, post: LockedPost, shown: boolean): Promise<void> {
  if (post.type === 'listing') await tx.update(listings).set({ isActive: shown }).where(eq(listings.id, post.id));
  else await tx.update(classifieds).set({ isActive: shown }).where(eq(classifieds.id, post.id));
}

/**
 * Takes a yard sale or a classified off every list (is_active false) and withholds its photos; its
 * owner still sees it in My Posts, and is mailed the reason. The reports filed about the post from
 * its sheet are reviewed with it.
 */
export async function removePost(ctx: ServiceContext, admin: Admin, postId: string, { note, reportId }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  const report = await reportFor(db, admin, reportId);
  const removed = await db.transaction(async (tx) => {
    // Locked as read: of two administrators removing it at once, one takes it down and its owner hears once.
    const owner = await lockedPost(tx, postId);
    // Its reports would close unseen by anyone else: another administrator's to decide.
    if (owner.userId === admin.id) throw forbidden(ADMIN_MESSAGES.aboutYou);
    if (owner.isActive) await showPost(tx, owner, false);
    await withholdPhotosOf(tx, idsOf(owner));
    // Every open report of this post is answered by its removal, not only the one acted on.
    const ofThisPost = (await tx.select({ id: reports.id }).from(reports).where(and(eq(reports.postId, postId), eq(reports.status, 'open')))).map(({ id }) => id);
    const closed = await review(tx, admin, [...new Set([...(report ? [report.id] : []), ...ofThisPost])], 'reviewed', now);
    await logAction(tx, admin, { action: 'remove-listing', note, targetUserId: owner.userId, reportId: report?.id ?? null, details: { postId, type: owner.type } }, now);
    return { ...owner, answeredReports: closed.filter((id) => ofThisPost.includes(id)) };
  });
  // A post already down (removed twice, or hidden by a suspension) was already not shown: no news to its owner.
  if (removed.isActive) await tellOwnerOfRemoval(ctx, removed, note);
  await tellPostReporters(ctx, removed.answeredReports, true);
}

/** The owner learns that their post was taken down and why, as a suspended user learns why at sign-in. */
async function tellOwnerOfRemoval(ctx: ServiceContext, post: { userId: string; title: string }, reason: string): Promise<void> {
  const [owner] = await ctx.database.db.select({ email: users.email, preferences: users.preferences }).from(users).where(eq(users.id, post.userId));
  if (!owner) return;
  const postsUrl = `${ctx.config.publicUrl}/posts`;
  await ctx.sendMail(postTakenDownMail(owner.email, languageOr(owner.preferences.language), { title: post.title, reason, postsUrl }));
}

async function targetUser(db: Db, userId: string): Promise<UserRow> {
  const [user] = isUuid(userId) ? await db.select().from(users).where(eq(users.id, userId)) : [];
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

export async function suspendUser(ctx: ServiceContext, admin: Admin, userId: string, { note, reportId }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  if (userId === admin.id) throw invalid(ADMIN_MESSAGES.notYourself);
  const user = await targetUser(db, userId);
  await reportFor(db, admin, reportId);
  const answered = await db.transaction(async (tx) => {
    // Of two administrators suspending at once, one does it and the owner hears once.
    const [taken] = await tx.update(users).set({ suspendedAt: now, suspensionReason: note }).where(and(eq(users.id, user.id), isNull(users.suspendedAt))).returning({ id: users.id });
    if (!taken) throw conflict(ADMIN_MESSAGES.alreadySuspended);
    // The account's sessions stop working (signedInUser) but are kept until the restore, so that
    // the app open on its owner's phone hears why at its next request (signedOut). Its
    // browsers' push subscriptions go now, as they went with the sessions before (decision 0015).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    // A change of address asked for before is not finished after (decision 0070): the desk acts on the account as it stands.
    await withdrawTokens(tx, user.id, 'change-email');
    const hiddenSales = await tx.update(listings).set({ isActive: false }).where(and(eq(listings.userId, user.id), eq(listings.isActive, true))).returning({ id: listings.id });
    const hiddenItems = await tx.update(classifieds).set({ isActive: false }).where(and(eq(classifieds.userId, user.id), eq(classifieds.isActive, true))).returning({ id: classifieds.id });
    const open = await tx.select({ id: reports.id, postId: reports.postId }).from(reports).where(and(eq(reports.reportedId, user.id), eq(reports.status, 'open')));
    const closed = await review(tx, admin, open.map(({ id }) => id), 'reviewed', now);
    const details = { listingIds: hiddenSales.map(({ id }) => id), classifiedIds: hiddenItems.map(({ id }) => id) };
    await withholdPhotosOf(tx, details);
    await logAction(tx, admin, { action: 'suspend', note, targetUserId: user.id, reportId: reportId ?? null, details }, now);
    // Reports of the posts the suspension hid: those posts were taken down (one already ended was not).
    const hidden = new Set([...details.listingIds, ...details.classifiedIds]);
    return open.filter(({ id, postId }) => closed.includes(id) && postId !== null && hidden.has(postId)).map(({ id }) => id);
  });
  await ctx.sendMail(accountSuspendedMail(user.email, languageOr(user.preferences.language), { reason: note, authUrl: paths.signIn(ctx.config) }));
  await tellPostReporters(ctx, answered, true);
}

/** The posts an administrator removed from this user's since `since`: a restore leaves them down. */
async function postsRemovedSince(db: Db, userId: string, since: Date): Promise<Set<string>> {
  const removals = await db
    .select({ details: adminActions.details })
    .from(adminActions)
    .where(and(eq(adminActions.targetUserId, userId), eq(adminActions.action, 'remove-listing'), gte(adminActions.createdAt, since)));
  return new Set(removals.map(({ details }) => (details as { postId: string }).postId));
}

/** Lifts a suspension (granting its appeal), shows again the posts it hid, and tells the account's owner. */
export async function restoreUser(ctx: ServiceContext, admin: Admin, userId: string, { note }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  const user = await targetUser(db, userId);
  const [suspension] = await db
    .select({ details: adminActions.details, createdAt: adminActions.createdAt })
    .from(adminActions)
    .where(and(eq(adminActions.targetUserId, user.id), eq(adminActions.action, 'suspend')))
    .orderBy(desc(adminActions.createdAt))
    .limit(1);
  const hidden = (suspension?.details ?? {}) as { listingIds?: string[]; classifiedIds?: string[] };
  const removed = suspension ? await postsRemovedSince(db, user.id, suspension.createdAt) : new Set<string>();
  const [sales, items] = [hidden.listingIds ?? [], hidden.classifiedIds ?? []].map((ids) => ids.filter((id) => !removed.has(id))) as [string[], string[]];
  await db.transaction(async (tx) => {
    const [lifted] = await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(and(eq(users.id, user.id), isNotNull(users.suspendedAt))).returning({ id: users.id });
    if (!lifted) throw conflict(APPEAL_MESSAGES.notSuspended);
    // Sessions from before the suspension do not come back: the owner signs in again, as the mail says.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    if (sales.length) await tx.update(listings).set({ isActive: true }).where(inArray(listings.id, sales));
    if (items.length) await tx.update(classifieds).set({ isActive: true }).where(inArray(classifieds.id, items));
    await releasePhotosOf(tx, { listingIds: sales, classifiedIds: items });
    await tx.update(appeals).set({ status: 'granted', reviewedBy: admin.id, reviewedAt: now }).where(and(eq(appeals.userId, user.id), eq(appeals.status, 'open')));
    await logAction(tx, admin, { action: 'restore', note, targetUserId: user.id }, now);
  });
  await ctx.sendMail(accountRestoredMail(user.email, languageOr(user.preferences.language), paths.signIn(ctx.config)));
}

/** Keeps the account suspended; the user cannot appeal this suspension again, and is told so. */
export async function rejectAppeal(ctx: ServiceContext, admin: Admin, appealId: string, { note }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  const userId = await db.transaction(async (tx) => {
    const [appeal] = isUuid(appealId)
      ? await tx.update(appeals).set({ status: 'rejected', reviewedBy: admin.id, reviewedAt: now }).where(and(eq(appeals.id, appealId), eq(appeals.status, 'open'))).returning({ userId: appeals.userId })
      : [];
    if (!appeal) throw notFound(ADMIN_MESSAGES.appealNotFound);
    await logAction(tx, admin, { action: 'reject-appeal', note, targetUserId: appeal.userId }, now);
    return appeal.userId;
  });
  const user = await targetUser(db, userId);
  await ctx.sendMail(appealRejectedMail(user.email, languageOr(user.preferences.language)));
}

/** A deletion request's line names the address (and the account's name, if it had one) in its details. */
function addressIn(details: Record<string, unknown>): AdminActionRecord['target'] {
  const { email, displayName } = details;
  return typeof email === 'string' ? { displayName: typeof displayName === 'string' ? displayName : '', email } : null;
}

/** The post a removal's or restoration's line names in its details. */
function postNamedIn(details: Record<string, unknown>): { id: string; type: ListingType } | null {
  const { postId, type } = details;
  return typeof postId === 'string' && (type === 'listing' || type === 'classified') ? { id: postId, type } : null;
}

/** The posts the log's lines name, as they are now (a deleted one is missing). */
async function postsNamed(db: Db, details: Record<string, unknown>[]): Promise<Map<string, AdminPost>> {
  const named = details.map(postNamedIn).filter((post) => post !== null);
  const read = async (table: typeof listings | typeof classifieds, type: ListingType): Promise<AdminPost[]> => {
    const ids = named.filter((post) => post.type === type).map((post) => post.id);
    if (ids.length === 0) return [];
    const rows = await db.select({ id: table.id, title: table.title, isActive: table.isActive }).from(table).where(inArray(table.id, ids));
    return rows.map((row) => ({ ...row, type }));
  };
  return new Map([...(await read(listings, 'listing')), ...(await read(classifieds, 'classified'))].map((post) => [post.id, post]));
}

/** The audit log, newest first. */
export async function recentActions(db: Db, limit = 100): Promise<AdminActionRecord[]> {
  const rows = await db
    .select({ entry: adminActions, target: users })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.targetUserId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit);
  const posts = await postsNamed(db, rows.map(({ entry }) => entry.details));
  return rows.map(({ entry, target }) => ({
    id: entry.id,
    adminEmail: entry.adminEmail,
    action: entry.action,
    targetUserId: entry.targetUserId,
    target: target ? { displayName: publicNameOf(target), email: target.email } : addressIn(entry.details),
    post: posts.get(postNamedIn(entry.details)?.id ?? '') ?? null,
    reportId: entry.reportId,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  }));
}
