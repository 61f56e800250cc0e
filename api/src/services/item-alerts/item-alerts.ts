// Each person's item alerts (decision 0061): up to ITEM_ALERTS.maxPerUser, newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { ItemAlert } from '@yardsale/core/api-types';
import { searchTerms } from '@yardsale/core/classified-query';
import { ITEM_ALERT_MESSAGES, ITEM_ALERTS, type ItemAlertInput } from '@yardsale/core/schemas/item-alert';
import type { Db } from '@/db/client';
import { itemAlerts } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { changeOwnAlert } from '@/services/alerts/radius';
import { samePlace } from '@/services/alerts/same-place';
import { isUuid } from '@/services/ids';
import { lockPerson } from '@/services/users';

type ItemAlertRow = typeof itemAlerts.$inferSelect;

const toAnswer = ({ userId: _owner, terms: _terms, createdAt, ...alert }: ItemAlertRow): ItemAlert => ({ ...alert, createdAt: createdAt.toISOString() });

/** The same words (as the search takes them) and category, at the same place, whatever the distance. */
const sameSearch = (row: ItemAlertRow, input: ItemAlertInput, terms: readonly string[]) =>
  row.terms.join(' ') === terms.join(' ') &&
  row.category === input.category &&
  samePlace(row, input);

const ownAlerts = (db: Db, userId: string) => db.select().from(itemAlerts).where(eq(itemAlerts.userId, userId)).orderBy(desc(itemAlerts.createdAt), desc(itemAlerts.id));

/** GET /api/item-alerts */
export async function listItemAlerts(db: Db, userId: string): Promise<ItemAlert[]> {
  return (await ownAlerts(db, userId)).map(toAnswer);
}

/** POST /api/item-alerts: `place` names the spot for the person's list, pushes and e-mails. */
export async function createItemAlert(db: Db, userId: string, input: ItemAlertInput, place: string | null): Promise<ItemAlert> {
  const terms = searchTerms(input.q);
  const row = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const own = await ownAlerts(tx, userId);
    if (own.some((alert) => sameSearch(alert, input, terms))) throw invalid(ITEM_ALERT_MESSAGES.duplicate);
    if (own.length >= ITEM_ALERTS.maxPerUser) throw invalid(ITEM_ALERT_MESSAGES.tooMany);
    const [created] = await tx.insert(itemAlerts).values({ userId, ...input, terms, place }).returning();
    return created!;
  });
  return toAnswer(row);
}

/** PATCH /api/item-alerts/{id} */
export const changeItemAlertRadius = async (db: Db, userId: string, id: string, radiusKm: number): Promise<ItemAlert> =>
  toAnswer((await db.transaction((tx) => changeOwnAlert(tx, 'item', userId, id, { radiusKm }, ITEM_ALERT_MESSAGES.notFound))).after);

/** DELETE /api/item-alerts/{id}: only one's own; anyone else's reads as not found. */
export async function deleteItemAlert(db: Db, userId: string, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.delete(itemAlerts).where(and(eq(itemAlerts.id, id), eq(itemAlerts.userId, userId))).returning({ id: itemAlerts.id }) : [];
  if (deleted.length === 0) throw notFound(ITEM_ALERT_MESSAGES.notFound);
}
