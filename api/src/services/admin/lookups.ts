// What the desk finds on request, outside its queues: an account by its e-mail address (decision
// 0072) and a post by its link or id (decision 0074), each with its owner's record. Each look-up is
// a line in the audit log, as an action is: it shows a person's address, and a kept sale's exact one.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { AdminFoundPerson, AdminFoundPost } from '@yardsale/core/api-types';
import { MINUTE_MS } from '@yardsale/core/durations';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import type { Db } from '@/db/client';
import { adminActions, classifieds, listings, users } from '@/db/schema';
import { findUserByEmail } from '@/services/accounts';
import { notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import type { UserRow } from '@/services/users';
import { logAction, type Admin } from './actions';
import { adminPerson, postsOf, reportsAgainst, REPORTS_SHOWN } from './desk';

/** A look-up the same administrator made within this long is one line: the desk asks again after each action. */
const REPEATED_LOOK_UP_MS = 10 * MINUTE_MS;

interface LookUp {
  action: 'look-up-account' | 'look-up-post';
  targetUserId: string | null;
  details: Record<string, string>;
}

/** The look-up's line in the audit log, unless the administrator made the same one a moment ago. */
async function logLookUp(db: Db, admin: Admin, lookUp: LookUp, now = new Date()): Promise<void> {
  const [recent] = await db
    .select({ id: adminActions.id })
    .from(adminActions)
    .where(
      and(
        eq(adminActions.adminId, admin.id),
        eq(adminActions.action, lookUp.action),
        gte(adminActions.createdAt, new Date(now.getTime() - REPEATED_LOOK_UP_MS)),
        lookUp.targetUserId ? eq(adminActions.targetUserId, lookUp.targetUserId) : isNull(adminActions.targetUserId),
        sql`${adminActions.details} = ${JSON.stringify(lookUp.details)}::jsonb`,
      ),
    )
    .limit(1);
  if (!recent) await logAction(db, admin, { ...lookUp, note: '' }, now);
}

/** A person as the desk shows them, with the reports against them and their posts. */
async function withRecord(db: Db, user: UserRow): Promise<AdminFoundPerson> {
  const [reports, posts] = await Promise.all([reportsAgainst(db, [user.id], REPORTS_SHOWN), postsOf(db, [user.id])]);
  return { ...adminPerson(user), reports: reports.get(user.id) ?? [], posts: posts.get(user.id) ?? [] };
}

/**
 * The account with this e-mail address (any case): none or one. The log names the account found, or
 * the address asked for when none has it.
 */
export async function accountsWithEmail(db: Db, admin: Admin, email: string): Promise<AdminFoundPerson[]> {
  const user = await findUserByEmail(db, email);
  await logLookUp(db, admin, { action: 'look-up-account', targetUserId: user?.id ?? null, details: user ? {} : { email } });
  return user ? [await withRecord(db, user)] : [];
}

/** The yard sale or classified with this id, shown or taken down, as its owner wrote it (the exact address too). */
async function postById(db: Db, id: string): Promise<(AdminFoundPost['post'] & { userId: string }) | undefined> {
  if (!isUuid(id)) return undefined;
  const [sale] = await db.select().from(listings).where(eq(listings.id, id));
  if (sale) return { id, type: 'listing', title: sale.title, isActive: sale.isActive, description: sale.description, address: sale.address, price: null, createdAt: sale.createdAt.toISOString(), userId: sale.userId };
  const [item] = await db.select().from(classifieds).where(eq(classifieds.id, id));
  if (item) return { id, type: 'classified', title: item.title, isActive: item.isActive, description: item.description, address: item.location, price: item.price, createdAt: item.createdAt.toISOString(), userId: item.userId };
  return undefined;
}

/** GET /api/admin/posts/{id}: 404 for an id that is no post's (a post its owner deleted is gone). */
export async function postWithOwner(db: Db, admin: Admin, id: string): Promise<AdminFoundPost> {
  const found = await postById(db, id);
  const [owner] = found ? await db.select().from(users).where(eq(users.id, found.userId)) : [];
  if (!found || !owner) throw notFound(ADMIN_MESSAGES.listingNotFound);
  const { userId: _owner, ...post } = found;
  await logLookUp(db, admin, { action: 'look-up-post', targetUserId: owner.id, details: { postId: id, type: post.type } });
  return { post, owner: await withRecord(db, owner) };
}
