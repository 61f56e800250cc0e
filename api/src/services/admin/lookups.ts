// What the desk finds on request, outside its queues: an account by its e-mail address (decision
// 0072) and a post by its link or id (decision 0074), each with its owner's record.
import { eq } from 'drizzle-orm';
import type { AdminFoundPerson, AdminFoundPost } from '@yardsale/core/api-types';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Db } from '@/db/client';
import { classifieds, listings, users } from '@/db/schema';
import { findUserByEmail } from '@/services/accounts';
import { notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import type { UserRow } from '@/services/users';
import { adminPerson, postsOf, reportsAgainst, REPORTS_SHOWN } from './desk';

/** A person as the desk shows them, with the reports against them and their posts. */
async function withRecord(db: Db, user: UserRow): Promise<AdminFoundPerson> {
  const [reports, posts] = await Promise.all([reportsAgainst(db, [user.id], REPORTS_SHOWN), postsOf(db, [user.id])]);
  return { ...adminPerson(user), reports: reports.get(user.id) ?? [], posts: posts.get(user.id) ?? [] };
}

/** The account with this e-mail address (any case): none or one. */
export async function accountsWithEmail(db: Db, email: string): Promise<AdminFoundPerson[]> {
  const user = await findUserByEmail(db, email);
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
export async function postWithOwner(db: Db, id: string): Promise<AdminFoundPost> {
  const found = await postById(db, id);
  const [owner] = found ? await db.select().from(users).where(eq(users.id, found.userId)) : [];
  if (!found || !owner) throw notFound(ADMIN_MESSAGES.listingNotFound);
  const { userId: _owner, ...post } = found;
  return { post, owner: await withRecord(db, owner) };
}
