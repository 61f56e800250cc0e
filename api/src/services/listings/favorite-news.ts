// The people who favorited a sale hear, by push, when its days, hours or place change or it is
// called off (decision 0066): a favorite is a plan to go, and the trip to a sale that moved or is off
// is what the app can spare them. A change is told by the news run (every few minutes: decision
// 0079) once the seller has stopped editing for a while (one push for a burst of edits); a sale
// called off, at once, since a deletion is not undone. The sale must still be shown (or, called
// off, have been), and nobody hears of a change made before they favorited it.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { languageOr } from '@yardsale/core/constants';
import { DAY_MS, MINUTE_MS } from '@yardsale/core/durations';
import { salePath } from '@yardsale/core/listing-links';
import type { PushNotification } from '@yardsale/core/push-types';
import { formatSaleHours, saleDaysText } from '@yardsale/core/sale-dates';
import type { Db } from '@/db/client';
import { favorites, listings, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { pushOnAndActive } from '@/services/push/audience';
import type { PushDelivery } from '@/services/push/sender';
import { addressReadBy } from './address-privacy';
import { FAVORITE_NEWS_TEXTS } from './favorite-news-texts';
import { isVisibleAt } from './queries';
import type { ListingRow } from './serialization';
import { visibleByTime } from './sql';

/** How long a sale must have stayed as last edited before its change is news. */
export const CHANGE_NEWS_WAITS_MS = 10 * MINUTE_MS;

/** Worth a day, and it does not wake a phone asleep. */
const FAVORITE_NEWS_DELIVERY: PushDelivery = { ttlSeconds: DAY_MS / 1000, urgency: 'normal' };

type When = Pick<ListingRow, 'dates' | 'startTime' | 'endTime' | 'address' | 'latitude' | 'longitude'>;

/** Whether an edit moves the sale in time or place: what someone planning to go must hear. */
export function changesWhenOrWhere(before: When, after: When): boolean {
  const days = (sale: When) => [...sale.dates].sort().join();
  return (
    days(before) !== days(after) ||
    before.startTime !== after.startTime ||
    before.endTime !== after.endTime ||
    before.address !== after.address ||
    before.latitude !== after.latitude ||
    before.longitude !== after.longitude
  );
}

export interface FavoriteNews {
  userId: string;
  notification: PushNotification;
}

/** The people to tell: favorited by them, push on, in use, not the seller's own. */
function favoritersOf(db: Db, listingIds: string[]) {
  return db
    .select({ userId: users.id, language: sql<string | null>`${users.preferences}->>'language'`, favoritedAt: favorites.createdAt, listingId: favorites.listingId })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(inArray(favorites.listingId, listingIds), ne(users.id, listings.userId), pushOnAndActive()));
}

const daysOf = (sale: ListingRow, language: string) => saleDaysText(sale, language) ?? sale.dates.join(', ');
const languageOf = (language: string | null) => languageOr(language ?? undefined);

/** Read before the sale is deleted (its favorites go with it): the pushes that say it is off. */
export async function calledOffNews(db: Db, sale: ListingRow, now: Date): Promise<FavoriteNews[]> {
  if (!isVisibleAt(sale, now)) return []; // over or taken down: no news
  return (await favoritersOf(db, [sale.id])).map(({ userId, language }) => {
    const lang = languageOf(language);
    return { userId, notification: { title: FAVORITE_NEWS_TEXTS[lang].calledOff, body: `${sale.title} · ${daysOf(sale, lang)}`, url: salePath(sale.id) } };
  });
}

/** Sends each in the background, on its own: a slow push service holds up nobody else. */
export function tellFavoriters(ctx: ServiceContext, news: readonly FavoriteNews[]): void {
  for (const { userId, notification } of news) ctx.push.inBackground(() => ctx.push.sendTo(userId, notification, FAVORITE_NEWS_DELIVERY));
}

/**
 * Claims the sales whose last change of days, hours or place has stood CHANGE_NEWS_WAITS_MS, clearing
 * their mark in the statement that finds them (a second process finds none), with the time of the
 * change.
 */
async function claimChangedSales(db: Db, now: Date): Promise<{ id: string; changedAt: Date }[]> {
  const due = new Date(now.getTime() - CHANGE_NEWS_WAITS_MS).toISOString();
  const { rows } = (await db.execute(sql`
    update ${listings} set schedule_changed_at = null
    from (select id, schedule_changed_at from ${listings} where schedule_changed_at <= ${due}::timestamptz for update) as claimed
    where ${listings.id} = claimed.id
    returning claimed.id, claimed.schedule_changed_at`)) as unknown as { rows: { id: string; schedule_changed_at: string | Date }[] };
  return rows.map((row) => ({ id: row.id, changedAt: new Date(row.schedule_changed_at) }));
}

/** Run every few minutes (runNewsJobs): tells of each sale changed a while ago, if it is still shown. */
export async function pushFavoriteSaleChanges(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const { db } = ctx.database;
  const changed = await claimChangedSales(db, now);
  if (changed.length === 0) return;
  const ids = changed.map(({ id }) => id);
  const shown = new Map((await db.select().from(listings).where(and(inArray(listings.id, ids), visibleByTime(now)))).map((sale) => [sale.id, sale]));
  if (shown.size === 0) return;
  const changedAt = new Map(changed.map((sale) => [sale.id, sale.changedAt.getTime()]));
  const news: FavoriteNews[] = [];
  for (const { userId, language, favoritedAt, listingId } of await favoritersOf(db, [...shown.keys()])) {
    // Favorited after the change: they saw it as it is.
    if (favoritedAt.getTime() >= changedAt.get(listingId)!) continue;
    const sale = shown.get(listingId)!;
    const lang = languageOf(language);
    const body = `${sale.title}: ${daysOf(sale, lang)}, ${formatSaleHours(sale.startTime, sale.endTime, lang)} · ${addressReadBy(sale, userId, now)}`;
    news.push({ userId, notification: { title: FAVORITE_NEWS_TEXTS[lang].changed, body, url: salePath(sale.id) } });
  }
  tellFavoriters(ctx, news);
}
