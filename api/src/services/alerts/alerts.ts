// Each person's new-sale alerts (decision 0039): up to SALE_ALERTS.maxPerUser, newest first; their
// distance and words changed in place (decision 0082).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SaleAlert } from '@yardsale/core/api-types';
import { SALE_ALERT_MESSAGES, SALE_ALERTS, type SaleAlertChange, type SaleAlertInput } from '@yardsale/core/schemas/sale-alert';
import { searchTerms } from '@yardsale/core/search-terms';
import type { Db } from '@/db/client';
import { listings, saleAlertMatches, saleAlerts } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { textArray, wordQuery } from '@/services/listings/sql';
import { lockPerson } from '@/services/users';
import { waitingMatch } from './match-rows';

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

/**
 * Takes back the alert's matches waiting for the hour's e-mail whose sale lacks one of the alert's
 * words now, as the search finds a word (a stop word narrows nothing): they were news to the old words.
 */
async function withdrawMatchesWithoutWords(db: Db, alertId: string, terms: readonly string[], now: Date): Promise<void> {
  const sale = sql`(select ${listings.searchVector} from ${listings} where ${listings.id} = ${saleAlertMatches.listingId})`;
  const holdsAll = sql`(select coalesce(bool_and(numnode(found.query) = 0 or ${sale} @@ found.query), true)
    from unnest(${textArray(terms)}) as word(term), lateral (select ${wordQuery(sql`word.term`)}) as found(query))`;
  await db
    .update(saleAlertMatches)
    .set({ withdrawnAt: now })
    .where(and(eq(saleAlertMatches.alertId, alertId), waitingMatch(saleAlertMatches), sql`not ${holdsAll}`));
}

/**
 * PATCH /api/alerts/{id}: only one's own (anyone else's reads as not found). Its distance (radius.ts:
 * the hour's e-mail names only what is still within one of the person's alerts), its words, or both
 * (decision 0082). Like a farther distance, new words hear only of sales to come; the matches waiting
 * for the e-mail that the new words would not find are taken back.
 */
export async function changeSaleAlert(db: Db, userId: string, id: string, change: SaleAlertChange, now: Date = new Date()): Promise<SaleAlert> {
  const words = change.q === undefined ? undefined : wordsOf(change.q);
  const set = { ...(change.radiusKm !== undefined && { radiusKm: change.radiusKm }), ...words };
  const row = await db.transaction(async (tx) => {
    const [changed] = isUuid(id) ? await tx.update(saleAlerts).set(set).where(and(eq(saleAlerts.id, id), eq(saleAlerts.userId, userId))).returning() : [];
    if (!changed) throw notFound(SALE_ALERT_MESSAGES.notFound);
    if (words) await withdrawMatchesWithoutWords(tx, changed.id, words.terms, now);
    return changed;
  });
  return toAnswer(row);
}

/** DELETE /api/alerts/{id}: only one's own; anyone else's reads as not found. */
export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.delete(saleAlerts).where(and(eq(saleAlerts.id, id), eq(saleAlerts.userId, userId))).returning({ id: saleAlerts.id }) : [];
  if (deleted.length === 0) throw notFound(SALE_ALERT_MESSAGES.notFound);
}
