// Classifieds a signed-in user keeps saved (decision 0048). A saved classified that expires or is
// taken down stays saved, hidden, because its seller may refresh it or a moderator restore it; one
// that sold stays listed, marked sold (decision 0058).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Db } from '@/db/client';
import { classifieds, savedClassifieds } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { lockPerson } from '@/services/users';
import { classifiedForSaleAt, classifiedShownAt as shownAt, findClassifiedRow, isClassifiedShownAt } from './classifieds/queries';

/** GET /api/saved-classifieds: ids of the user's saved classifieds that are shown, newest save first. */
export async function listSavedClassifiedIds(db: Db, userId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: savedClassifieds.classifiedId })
    .from(savedClassifieds)
    .innerJoin(classifieds, eq(classifieds.id, savedClassifieds.classifiedId))
    .where(and(eq(savedClassifieds.userId, userId), shownAt(now)))
    .orderBy(desc(savedClassifieds.createdAt), desc(savedClassifieds.classifiedId))
    .limit(CLASSIFIEDS.savedMax);
  return rows.map((row) => row.id);
}

/** The search's condition for ?saved=true: saved by `userId`. */
export const savedBy = (userId: string) =>
  sql`exists (select 1 from ${savedClassifieds} where ${savedClassifieds.userId} = ${userId} and ${savedClassifieds.classifiedId} = ${classifieds.id})`;

/** At the cap, saves of classifieds no longer for sale make room before a new one is refused. */
async function makeRoom(db: Db, userId: string, now: Date): Promise<void> {
  const total = async () => (await db.select({ n: count() }).from(savedClassifieds).where(eq(savedClassifieds.userId, userId)))[0]!.n;
  if ((await total()) < CLASSIFIEDS.savedMax) return;
  const hidden = sql`not exists (select 1 from ${classifieds} where ${classifieds.id} = ${savedClassifieds.classifiedId} and ${classifiedForSaleAt(now)})`;
  await db.delete(savedClassifieds).where(and(eq(savedClassifieds.userId, userId), hidden));
  if ((await total()) >= CLASSIFIEDS.savedMax) throw invalid(CLASSIFIED_MESSAGES.tooManySaved);
}

/**
 * POST /api/saved-classifieds: only a classified that is shown can be saved (404 otherwise, as for
 * an unknown id). Saving one twice changes nothing; answers whether it was new.
 */
export async function saveClassified(db: Db, userId: string, classifiedId: string, now: Date = new Date()): Promise<boolean> {
  const row = await findClassifiedRow(db, classifiedId);
  if (!row || !isClassifiedShownAt(row, now)) throw notFound(CLASSIFIED_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    // Under the person's lock, one save at a time is counted against the cap; under the item's, it
    // cannot be deleted before its save is stored (deleted just before: 404, as for any other).
    await lockPerson(tx, userId);
    const [still] = await tx.select({ price: classifieds.price }).from(classifieds).where(eq(classifieds.id, classifiedId)).for('share');
    if (!still) throw notFound(CLASSIFIED_MESSAGES.notFound);
    const mine = and(eq(savedClassifieds.userId, userId), eq(savedClassifieds.classifiedId, classifiedId));
    if ((await tx.select({ id: savedClassifieds.classifiedId }).from(savedClassifieds).where(mine).limit(1)).length > 0) return false;
    await makeRoom(tx, userId, now);
    await tx.insert(savedClassifieds).values({ userId, classifiedId, priceWhenSaved: still.price });
    return true;
  });
}

/** DELETE /api/saved-classifieds/{classifiedId}: removing one that is not saved is not an error. */
export async function unsaveClassified(db: Db, userId: string, classifiedId: string): Promise<void> {
  if (!isUuid(classifiedId)) throw notFound(CLASSIFIED_MESSAGES.notFound);
  await db.delete(savedClassifieds).where(and(eq(savedClassifieds.userId, userId), eq(savedClassifieds.classifiedId, classifiedId)));
}
