// What the review desk reads: the open reports, oldest first (a queue), each with its evidence and
// the reported user's record (their other reports and their posts); the open appeals of suspended
// users with theirs; and the suspended accounts. A record is read for the whole page at once.
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminAppeal, AdminPerson, AdminPost, AdminReport, AdminReportLine, ReportedAccount } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { appeals, classifieds, listings, reports, users } from '@/db/schema';
import { publicNameOf } from '@/services/messages/people';
import type { UserRow } from '@/services/users';

/** The desk shows this many open reports (or appeals) at once: enough for a shift, bounded for the query. */
const QUEUE_SIZE = 50;
export const REPORTS_SHOWN = 20;
const POSTS_SHOWN = 50;
const SUSPENDED_SHOWN = 200;

export const adminPerson = (user: UserRow): AdminPerson => ({
  id: user.id,
  displayName: publicNameOf(user),
  email: user.email,
  createdAt: user.createdAt.toISOString(),
  suspendedAt: user.suspendedAt?.toISOString() ?? null,
  suspensionReason: user.suspensionReason,
  deletedAt: null,
});

/** Who a report was against once their account is gone, as it was kept at the deletion. */
const deletedPerson = (account: ReportedAccount): AdminPerson => ({ ...account, suspendedAt: null, suspensionReason: null });

/** `row_number()` per owner, newest first: the first `shown` rows of each owner are kept. */
const newestPerOwner = (owner: AnyPgColumn, created: AnyPgColumn, id: AnyPgColumn) =>
  sql<number>`row_number() over (partition by ${owner} order by ${created} desc, ${id} desc)`.as('rank');

function groupBy<T extends { ownerId: string }>(rows: T[]): Map<string, Omit<T, 'ownerId'>[]> {
  const groups = new Map<string, Omit<T, 'ownerId'>[]>();
  for (const { ownerId, ...row } of rows) groups.set(ownerId, [...(groups.get(ownerId) ?? []), row]);
  return groups;
}

/** Reports against each of `userIds`, newest first, at most `shown` each. */
export async function reportsAgainst(db: Db, userIds: string[], shown: number): Promise<Map<string, AdminReportLine[]>> {
  if (!userIds.length) return new Map();
  const ranked = db
    .select({ ownerId: reports.reportedId, id: reports.id, problem: reports.postProblem, reason: reports.reason, status: reports.status, createdAt: reports.createdAt, rank: newestPerOwner(reports.reportedId, reports.createdAt, reports.id) })
    .from(reports)
    .where(inArray(reports.reportedId, userIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, shown)).orderBy(asc(ranked.rank));
  // Reports against a deleted account have no reported id, so none is among userIds.
  return groupBy(rows.map(({ rank: _rank, createdAt, ownerId, ...row }) => ({ ...row, ownerId: ownerId!, createdAt: createdAt.toISOString() })));
}

/** The yard sales and classifieds of each of `userIds` (taken down ones too), newest first. */
export async function postsOf(db: Db, userIds: string[]): Promise<Map<string, AdminPost[]>> {
  if (!userIds.length) return new Map();
  const newest = async (table: typeof listings | typeof classifieds, type: AdminPost['type']) => {
    const ranked = db
      .select({ ownerId: table.userId, id: table.id, title: table.title, isActive: table.isActive, rank: newestPerOwner(table.userId, table.createdAt, table.id) })
      .from(table)
      .where(inArray(table.userId, userIds))
      .as('ranked');
    const rows = await db.select().from(ranked).where(lte(ranked.rank, POSTS_SHOWN)).orderBy(asc(ranked.rank));
    return rows.map(({ rank: _rank, ...row }) => ({ ...row, type }));
  };
  const [sales, items] = await Promise.all([newest(listings, 'listing'), newest(classifieds, 'classified')]);
  return groupBy([...sales, ...items]);
}

/** The accounts of `ids` that still exist (an id is null once its account was deleted). */
async function peopleById(db: Db, ids: (string | null)[]): Promise<Map<string, UserRow>> {
  const known = [...new Set(ids.filter((id) => id !== null))];
  const people = known.length ? await db.select().from(users).where(inArray(users.id, known)) : [];
  return new Map(people.map((user) => [user.id, user]));
}

/** Which of the posts `ids` are still shown (a deleted one is in neither table). */
async function activePosts(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const active = (table: typeof listings | typeof classifieds) =>
    db.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), eq(table.isActive, true)));
  const [sales, items] = await Promise.all([active(listings), active(classifieds)]);
  return new Set([...sales, ...items].map(({ id }) => id));
}

export async function openReports(db: Db): Promise<AdminReport[]> {
  const queue = await db.select().from(reports).where(eq(reports.status, 'open')).orderBy(asc(reports.createdAt), asc(reports.id)).limit(QUEUE_SIZE);
  const reportedIds = [...new Set(queue.flatMap((report) => report.reportedId ?? []))];
  const [byId, records, posts, postsUp] = await Promise.all([
    peopleById(db, queue.flatMap((report) => [report.reporterId, report.reportedId])),
    reportsAgainst(db, reportedIds, REPORTS_SHOWN + 1),
    postsOf(db, reportedIds),
    activePosts(db, [...new Set(queue.flatMap((report) => report.postId ?? []))]),
  ]);
  return queue.map((report) => {
    const [reporter, reported] = [report.reporterId, report.reportedId].map((id) => (id ? byId.get(id) : undefined));
    // A deleted account has neither reports nor posts of its own any more.
    const recordOf = <T,>(groups: Map<string, T[]>) => (report.reportedId ? groups.get(report.reportedId) : undefined) ?? [];
    return {
      id: report.id,
      problem: report.postProblem,
      postActive: report.postId ? postsUp.has(report.postId) : null,
      reason: report.reason,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      reporter: reporter ? adminPerson(reporter) : null,
      reported: reported ? adminPerson(reported) : deletedPerson(report.reportedAccount!),
      evidence: report.evidence,
      otherReports: recordOf(records).filter((other) => other.id !== report.id).slice(0, REPORTS_SHOWN),
      posts: recordOf(posts),
    };
  });
}

export async function openAppeals(db: Db): Promise<AdminAppeal[]> {
  const queue = await db
    .select({ appeal: appeals, user: users })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.userId))
    .where(eq(appeals.status, 'open'))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(QUEUE_SIZE);
  const userIds = queue.map(({ user }) => user.id);
  const [records, posts] = await Promise.all([reportsAgainst(db, userIds, REPORTS_SHOWN), postsOf(db, userIds)]);
  return queue.map(({ appeal, user }) => ({
    id: appeal.id,
    message: appeal.message,
    createdAt: appeal.createdAt.toISOString(),
    user: adminPerson(user),
    reports: records.get(user.id) ?? [],
    posts: posts.get(user.id) ?? [],
  }));
}

export async function suspendedAccounts(db: Db): Promise<AdminPerson[]> {
  const rows = await db.select().from(users).where(isNotNull(users.suspendedAt)).orderBy(desc(users.suspendedAt), desc(users.id)).limit(SUSPENDED_SHOWN);
  return rows.map(adminPerson);
}
