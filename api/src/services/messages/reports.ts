// POST /api/users/{id}/report (SPEC section 4): reporting as a scammer blocks permanently and files a
// report for the administrators that keeps what the reporter saw (the listing and the latest
// messages between the two) even if those are later edited or deleted. Once per pair a day.
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { ReportEvidence, ReportRecord } from '@yardsale/core/api-types';
import { MESSAGING_LIMITS } from '@yardsale/core/limits';
import { DAY_MS } from '@yardsale/core/durations';
import { type ReportInput } from '@yardsale/core/schemas/messaging';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import type { Db } from '@/db/client';
import { blocks, conversations, messages, reports, type OutboxMail } from '@/db/schema';
import { administratorEmails } from '@/services/admin/access';
import type { ServiceContext } from '@/services/context';
import { conflict } from '@/services/errors';
import { lockPerson } from '@/services/users';
import { reportFiledMail } from '@/services/mail-templates';
import { otherUser, toBlockRecord } from './blocks';
import { findListingRef } from './listing-ref';
import { publicNameOf } from './people';

/**
 * The listing named, when it is the reported person's post or one the two wrote about (any other
 * post would set a stranger's home beside a scam on the desk); or else the one of their latest
 * conversation. As the reporter saw it: a classified's area, not its seller's address.
 */
async function evidenceListing(db: Db, reporterId: string, reportedId: string, listingId: string | undefined, now: Date) {
  const pair = and(eq(conversations.userId, reporterId), eq(conversations.otherUserId, reportedId));
  const named = listingId ? await findListingRef(db, listingId, undefined, reporterId, now) : undefined;
  if (named) {
    if (named.ownerId === reportedId) return named;
    const [talkedAbout] = await db.select({ id: conversations.listingId }).from(conversations).where(and(pair, eq(conversations.listingId, named.id))).limit(1);
    if (talkedAbout) return named;
  }
  const [latest] = await db.select({ listingId: conversations.listingId }).from(conversations).where(pair).orderBy(desc(conversations.lastMessageAt)).limit(1);
  return latest ? findListingRef(db, latest.listingId, undefined, reporterId, now) : undefined;
}

/** The report's evidence: the listing (evidenceListing) and the two people's latest messages. */
export async function evidenceOf(db: Db, reporterId: string, reportedId: string, listingId: string | undefined, now: Date): Promise<ReportEvidence> {
  const listing = await evidenceListing(db, reporterId, reportedId, listingId, now);
  const recent = await db
    .select({ senderId: messages.senderId, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(or(and(eq(messages.senderId, reporterId), eq(messages.receiverId, reportedId)), and(eq(messages.senderId, reportedId), eq(messages.receiverId, reporterId))))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGING_LIMITS.evidenceMessages);
  return {
    listing: listing ? { id: listing.id, type: listing.type, title: listing.summary.title, description: listing.summary.description, price: listing.summary.price, address: listing.summary.address } : null,
    messages: recent.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Every administrator hears of a new report at once, by the mail `mailTo` writes for each of them and the desk's address. */
export async function tellAdministrators(ctx: ServiceContext, mailTo: (to: string, deskUrl: string) => OutboxMail): Promise<void> {
  for (const to of await administratorEmails(ctx.database.db, ctx.config)) {
    await ctx.sendMail(mailTo(to, `${ctx.config.publicUrl}/admin`));
  }
}

/** Whether the reporter reported this person from a conversation in the last day (once per pair a day). */
async function reportedToday(db: Db, reporterId: string, reportedId: string, now: Date): Promise<boolean> {
  const [recent] = await db
    .select({ id: reports.id })
    .from(reports)
    // Reports of a person from a conversation only: a report of one of their posts is another matter,
    // and counting it would tell the reporter who is behind that post (decision 0056).
    .where(and(eq(reports.reporterId, reporterId), eq(reports.reportedId, reportedId), isNull(reports.postId), gt(reports.createdAt, new Date(now.getTime() - DAY_MS))));
  return recent !== undefined;
}

export async function reportUser(ctx: ServiceContext, reporterId: string, reportedId: string, input: ReportInput, now: Date = new Date()): Promise<ReportRecord> {
  const { db } = ctx.database;
  const reported = await otherUser(db, reporterId, reportedId, MESSAGE_MESSAGES.reportYourself);
  if (await reportedToday(db, reporterId, reportedId, now)) throw conflict(MESSAGE_MESSAGES.alreadyReported);
  const evidence = await evidenceOf(db, reporterId, reportedId, input.listingId, now);
  const record = await db.transaction(async (tx) => {
    // Asked again under the reporter's lock: of a double tap's two requests, one files the report.
    await lockPerson(tx, reporterId);
    if (await reportedToday(tx, reporterId, reportedId, now)) throw conflict(MESSAGE_MESSAGES.alreadyReported);
    const block = { blockerId: reporterId, blockedId: reportedId, duration: 'scammer' as const, reason: input.reason, createdAt: now, expiresAt: null };
    const [blocked] = await tx.insert(blocks).values(block).onConflictDoUpdate({ target: [blocks.blockerId, blocks.blockedId], set: block }).returning();
    const [report] = await tx.insert(reports).values({ reporterId, reportedId, reason: input.reason, evidence, createdAt: now }).returning();
    return { id: report!.id, reportedId, reason: report!.reason, status: report!.status, createdAt: report!.createdAt.toISOString(), block: toBlockRecord(blocked!) };
  });
  await tellAdministrators(ctx, (to, deskUrl) => reportFiledMail(to, publicNameOf(reported), input.reason, deskUrl));
  return record;
}
