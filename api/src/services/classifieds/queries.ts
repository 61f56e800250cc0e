// Reading one classified and a seller's own classifieds.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Db } from '@/db/client';
import { classifieds, savedClassifieds } from '@/db/schema';
import { forbidden, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { classifiedAsSeenBy, classifiedColumns, readClassifiedRow, type ClassifiedRow } from './serialization';

export async function findClassifiedRow(db: Db, id: string): Promise<ClassifiedRow | undefined> {
  return isUuid(id) ? readClassifiedRow(db, id) : undefined;
}

/** Readable by anyone, by its link and in a saved list: active and not expired (sold ones too, as sold). */
export const isClassifiedShownAt = (row: Pick<ClassifiedRow, 'isActive' | 'expiresAt'>, now: Date) => row.isActive && row.expiresAt.getTime() > now.getTime();

/** The same test as a condition on the classifieds table, for the saved lists. */
export const classifiedShownAt = (now: Date) => and(sql`${classifieds.isActive}`, sql`${classifieds.expiresAt} > ${now.toISOString()}::timestamptz`);

/** Shown and not sold (decision 0058): in the browse lists, and open to a new conversation. */
export const classifiedForSaleAt = (now: Date) => and(classifiedShownAt(now), isNull(classifieds.soldAt));

/**
 * GET /api/classifieds/{id}: anyone while it is shown; its seller always (to edit it). Others get the
 * same 404 for an expired one as for none.
 */
export async function findReadableClassified(db: Db, id: string, viewerId: string | undefined, now: Date = new Date()): Promise<Classified> {
  const row = await findClassifiedRow(db, id);
  if (!row || (row.userId !== viewerId && !isClassifiedShownAt(row, now))) throw notFound(CLASSIFIED_MESSAGES.notFound);
  return classifiedAsSeenBy(row, viewerId);
}

/** The row a user may change: 404 when there is none, 403 when it is someone else's. */
export async function findOwnClassified(db: Db, id: string, userId: string): Promise<ClassifiedRow> {
  const row = await findClassifiedRow(db, id);
  if (!row) throw notFound(CLASSIFIED_MESSAGES.notFound);
  if (row.userId !== userId) throw forbidden(CLASSIFIED_MESSAGES.notOwner);
  return row;
}

/** GET /api/classifieds/user: the seller's classifieds, expired ones too, newest first and capped, each with how many keep it saved. */
export async function listOwnClassifieds(db: Db, userId: string): Promise<Classified[]> {
  const rows = await db
    .select({ row: classifiedColumns, savedBy: sql<number>`(select count(*) from ${savedClassifieds} where ${savedClassifieds.classifiedId} = ${classifieds.id})::int` })
    .from(classifieds)
    .where(eq(classifieds.userId, userId))
    .orderBy(desc(classifieds.createdAt), desc(classifieds.id))
    .limit(CLASSIFIEDS.ownMax);
  return rows.map(({ row, savedBy }) => ({ ...classifiedAsSeenBy(row, userId), savedBy }));
}
