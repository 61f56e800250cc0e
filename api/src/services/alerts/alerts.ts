// Each person's new-sale alerts (decision 0039): up to SALE_ALERTS.maxPerUser, newest first.
import { and, count, desc, eq } from 'drizzle-orm';
import type { SaleAlert } from '@yardsale/core/api-types';
import { SALE_ALERT_MESSAGES, SALE_ALERTS, type SaleAlertInput } from '@yardsale/core/schemas/sale-alert';
import { searchTerms } from '@yardsale/core/search-terms';
import type { Db } from '@/db/client';
import { saleAlerts } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { lockPerson } from '@/services/users';
import { changeAlertRadius } from './radius';

type SaleAlertRow = typeof saleAlerts.$inferSelect;

const toAnswer = ({ userId: _owner, terms: _terms, createdAt, ...alert }: SaleAlertRow): SaleAlert => ({ ...alert, createdAt: createdAt.toISOString() });

/** GET /api/alerts */
export async function listAlerts(db: Db, userId: string): Promise<SaleAlert[]> {
  const rows = await db.select().from(saleAlerts).where(eq(saleAlerts.userId, userId)).orderBy(desc(saleAlerts.createdAt), desc(saleAlerts.id));
  return rows.map(toAnswer);
}

/** The words as typed and as searched; none when nothing typed can be searched ('x', '!!'), so the alert never names them. */
function wordsOf(q: string): { q: string; terms: string[] } {
  const terms = searchTerms(q);
  return terms.length > 0 ? { q, terms } : { q: '', terms };
}

/** POST /api/alerts: `place` names the spot for the person's list and e-mails; the words are kept as typed and as the search matches them. */
export async function createAlert(db: Db, userId: string, input: SaleAlertInput, place: string | null): Promise<SaleAlert> {
  const row = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [{ n }] = (await tx.select({ n: count() }).from(saleAlerts).where(eq(saleAlerts.userId, userId))) as [{ n: number }];
    if (n >= SALE_ALERTS.maxPerUser) throw invalid(SALE_ALERT_MESSAGES.tooMany);
    const [created] = await tx
      .insert(saleAlerts)
      .values({ userId, ...input, saleTypes: [...new Set(input.saleTypes)], categories: [...new Set(input.categories)], ...wordsOf(input.q), place })
      .returning();
    return created!;
  });
  return toAnswer(row);
}

/** PATCH /api/alerts/{id} */
export const changeSaleAlertRadius = async (db: Db, userId: string, id: string, radiusKm: number): Promise<SaleAlert> =>
  toAnswer(await changeAlertRadius(db, 'sale', userId, id, radiusKm, SALE_ALERT_MESSAGES.notFound));

/** DELETE /api/alerts/{id}: only one's own; anyone else's reads as not found. */
export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.delete(saleAlerts).where(and(eq(saleAlerts.id, id), eq(saleAlerts.userId, userId))).returning({ id: saleAlerts.id }) : [];
  if (deleted.length === 0) throw notFound(SALE_ALERT_MESSAGES.notFound);
}
