// Reporting a post from its sheet (decision 0056): a buyer who sees a scam, a prohibited item or a
// wrong address tells the administrators without having to message the seller first. The report is
// filed against the post's owner with the post as it was then, like a report from a conversation, but
// blocks nobody: whether to stop talking to someone is a separate choice (decision 0044).
import { eq } from 'drizzle-orm';
import type { PostReportRecord } from '@yardsale/core/api-types';
import type { ListingType } from '@yardsale/core/constants';
import type { PostReportInput } from '@yardsale/core/schemas/messaging';
import { POST_REPORT_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { reports, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { conflict, invalid, notFound } from '@/services/errors';
import { postReportedMail } from '@/services/mail-templates';
import { findListingRef, POST_NOT_FOUND } from '@/services/messages/listing-ref';
import { publicNameOf } from '@/services/messages/people';
import { evidenceOf, tellAdministrators } from '@/services/messages/reports';


export async function reportPost(ctx: ServiceContext, reporterId: string, type: ListingType, postId: string, input: PostReportInput, now = new Date()): Promise<PostReportRecord> {
  const { db } = ctx.database;
  // Only what others can see can be reported: a post no longer shown has nothing left to review.
  const post = await findListingRef(db, postId, type, reporterId, now);
  if (!post?.shown) throw notFound(POST_NOT_FOUND[type]);
  if (post.ownerId === reporterId) throw invalid(POST_REPORT_MESSAGES.reportOwnPost);
  const evidence = await evidenceOf(db, reporterId, post.ownerId, post.id, now);
  // One report of a post per person while it waits for review (a unique index, so two taps at once
  // file one); after a review, a new one is news.
  const [report] = await db
    .insert(reports)
    .values({ reporterId, reportedId: post.ownerId, reason: input.details, evidence, postId: post.id, postProblem: input.problem, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!report) throw conflict(POST_REPORT_MESSAGES.alreadyReported);
  const [owner] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, post.ownerId));
  const about = { title: post.summary.title, sellerName: publicNameOf(owner ?? { displayName: null }) };
  await tellAdministrators(ctx, (to, deskUrl) => postReportedMail(to, about, input.problem, input.details, deskUrl));
  return { id: report.id, postId: post.id, problem: input.problem, status: report.status, createdAt: report.createdAt.toISOString() };
}
