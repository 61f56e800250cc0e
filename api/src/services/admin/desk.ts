// GET /api/admin/reports: the open reports, oldest first (a queue), each with its evidence, both
// people as administrators see them, the reported user's other reports and their posts.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AdminPerson, AdminPost, AdminReport } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { classifieds, listings, reports, users } from '@/db/schema';
import { publicNameOf } from '@/services/messages/people';
import type { UserRow } from '@/services/users';

/** The desk shows this many open reports at once: enough for a shift, bounded for the query. */
const QUEUE_SIZE = 50;
const POSTS_SHOWN = 50;

export const adminPerson = (user: UserRow): AdminPerson => ({
  id: user.id,
  displayName: publicNameOf(user),
  email: user.email,
  createdAt: user.createdAt.toISOString(),
  suspendedAt: user.suspendedAt?.toISOString() ?? null,
  suspensionReason: user.suspensionReason,
});

async function postsOf(db: Db, userId: string): Promise<AdminPost[]> {
  const [sales, items] = await Promise.all([
    db.select({ id: listings.id, title: listings.title, isActive: listings.isActive }).from(listings).where(eq(listings.userId, userId)).orderBy(desc(listings.createdAt)).limit(POSTS_SHOWN),
    db.select({ id: classifieds.id, title: classifieds.title, isActive: classifieds.isActive }).from(classifieds).where(eq(classifieds.userId, userId)).orderBy(desc(classifieds.createdAt)).limit(POSTS_SHOWN),
  ]);
  return [...sales.map((row) => ({ ...row, type: 'listing' as const })), ...items.map((row) => ({ ...row, type: 'classified' as const }))];
}

export async function openReports(db: Db): Promise<AdminReport[]> {
  const queue = await db.select().from(reports).where(eq(reports.status, 'open')).orderBy(asc(reports.createdAt), asc(reports.id)).limit(QUEUE_SIZE);
  const people = queue.length ? await db.select().from(users).where(inArray(users.id, [...new Set(queue.flatMap((r) => [r.reporterId, r.reportedId]))])) : [];
  const byId = new Map(people.map((user) => [user.id, user]));
  return Promise.all(queue.map(async (report) => {
    const others = await db
      .select({ id: reports.id, reason: reports.reason, status: reports.status, createdAt: reports.createdAt })
      .from(reports)
      .where(and(eq(reports.reportedId, report.reportedId), ne(reports.id, report.id)))
      .orderBy(desc(reports.createdAt))
      .limit(20);
    const reporter = byId.get(report.reporterId);
    return {
      id: report.id,
      reason: report.reason,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      reporter: reporter ? adminPerson(reporter) : null,
      reported: adminPerson(byId.get(report.reportedId)!),
      evidence: report.evidence,
      otherReports: others.map((other) => ({ ...other, createdAt: other.createdAt.toISOString() })),
      posts: await postsOf(db, report.reportedId),
    };
  }));
}
