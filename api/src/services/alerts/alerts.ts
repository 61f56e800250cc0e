// Each person's new-sale alerts (decision 0039): up to SALE_ALERTS.maxPerUser, newest first; their
// distance and words changed in place (decision 0082).
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SaleAlert } from '@yardsale/core/api-types';
import { SALE_ALERT_MESSAGES, SALE_ALERTS, type SaleAlertChange, type SaleAlertInput } from '@yardsale/core/schemas/sale-alert';
import { searchTerms } from '@yardsale/core/search-terms';
import { sameMembers } from '@yardsale/core/same-members';
import type { Db } from '@/db/client';
import { listings, saleAlertMatches, saleAlerts } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { textArray, wordQuery } from '@/services/listings/sql';
import { lockPerson } from '@/services/users';
import { waitingMatch } from './match-rows';
import { changeOwnAlert } from './radius';
import { samePlace } from './same-place';

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

type NewAlert = Pick<SaleAlertRow, 'latitude' | 'longitude' | 'terms' | 'saleTypes' | 'categories'>;

/** The same words (as the search takes them), sale types and categories, at the same place, whatever the distance. */
const sameWatch = (row: SaleAlertRow, alert: NewAlert) =>
  sameMembers(row.terms, alert.terms) && sameMembers(row.saleTypes, alert.saleTypes) && sameMembers(row.categories, alert.categories) && samePlace(row, alert);

/**
 * POST /api/alerts: `place` names the spot for the person's list and e-mails; the words are kept as
 * typed and as the search matches them. The same alert again is refused: it would tell of nothing
 * more and take one of the person's SALE_ALERTS.maxPerUser (its distance is changed in Settings).
 */
export async function createAlert(db: Db, userId: string, input: SaleAlertInput, place: string | null): Promise<SaleAlert> {
  const alert = { ...input, saleTypes: [...new Set(input.saleTypes)], categories: [...new Set(input.categories)], ...wordsOf(input.q) };
  const row = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const own = await tx.select().from(saleAlerts).where(eq(saleAlerts.userId, userId));
    if (own.some((existing) => sameWatch(existing, alert))) throw invalid(SALE_ALERT_MESSAGES.duplicate);
    if (own.length >= SALE_ALERTS.maxPerUser) throw invalid(SALE_ALERT_MESSAGES.tooMany);
    const [created] = await tx.insert(saleAlerts).values({ userId, ...alert, place }).returning();
    return created!;
  });
  return toAnswer(row);
}

/** Whether a sale holds each of `terms` as the search finds a word; a stop word narrows nothing, and no words take any sale. */
const holdsAll = (sale: SQL, terms: SQL) => sql`(select coalesce(bool_and(numnode(found.query) = 0 or ${sale} @@ found.query), true)
  from unnest(${terms}) as word(term), lateral (select ${wordQuery(sql`word.term`)}) as found(query))`;

/**
 * Takes back the alert's matches waiting for the hour's e-mail whose sale lacks one of its new words:
 * they were news to the old words. A sale that holds the words of another of the person's alerts
 * stays (the e-mail still checks that alert's distance), as an alert made nearer keeps what another
 * alert reaches (radius.ts).
 */
async function withdrawMatchesWithoutWords(db: Db, alert: SaleAlertRow, now: Date): Promise<void> {
  const sale = sql`(select ${listings.searchVector} from ${listings} where ${listings.id} = ${saleAlertMatches.listingId})`;
  const another = sql`exists (select from ${saleAlerts} as other where other.user_id = ${alert.userId} and other.id <> ${alert.id} and ${holdsAll(sale, sql`other.terms`)})`;
  await db
    .update(saleAlertMatches)
    .set({ withdrawnAt: now })
    .where(and(eq(saleAlertMatches.alertId, alert.id), waitingMatch(saleAlertMatches), sql`not ${holdsAll(sale, textArray(alert.terms))}`, sql`not ${another}`));
}

/**
 * PATCH /api/alerts/{id}: only one's own (anyone else's reads as not found). Its distance (radius.ts:
 * the hour's e-mail names only what is still within one of the person's alerts), its words, or both
 * (decision 0082). Like a farther distance, new words hear only of sales to come; the matches waiting
 * for the e-mail that the new words would not find are taken back. Words that make it the same as
 * another of the person's alerts are refused, as that alert made again would be.
 */
export async function changeSaleAlert(db: Db, userId: string, id: string, change: SaleAlertChange, now: Date = new Date()): Promise<SaleAlert> {
  const changes = { ...(change.radiusKm !== undefined && { radiusKm: change.radiusKm }), ...(change.q !== undefined && wordsOf(change.q)) };
  const row = await db.transaction(async (tx) => {
    await lockPerson(tx, userId); // as a new alert is checked against the others: two changes at once cannot both pass
    const { before, after } = await changeOwnAlert(tx, 'sale', userId, id, changes, SALE_ALERT_MESSAGES.notFound);
    if (sameMembers(before.terms, after.terms)) return after;
    const others = await tx.select().from(saleAlerts).where(and(eq(saleAlerts.userId, userId), ne(saleAlerts.id, id)));
    if (others.some((other) => sameWatch(other, after))) throw invalid(SALE_ALERT_MESSAGES.duplicate); // words that make it another's twin
    await withdrawMatchesWithoutWords(tx, after, now);
    return after;
  });
  return toAnswer(row);
}

/** DELETE /api/alerts/{id}: only one's own; anyone else's reads as not found. */
export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.delete(saleAlerts).where(and(eq(saleAlerts.id, id), eq(saleAlerts.userId, userId))).returning({ id: saleAlerts.id }) : [];
  if (deleted.length === 0) throw notFound(SALE_ALERT_MESSAGES.notFound);
}
