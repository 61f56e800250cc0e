// A classified's price drop (decision 0060). The price it dropped from is kept, to be shown struck
// through beside the new one, and the people who saved it hear of the drop by push and e-mail. A
// price counts as one it dropped from only once it had stood a day: a price put up for a minute so
// as to "drop" from it is never shown, and a seller lowering the price step by step tells savers
// once a day at most. Blocks play no part, as in sale alerts: the saver has the post already (decision 0044).
import { and, eq, ne } from 'drizzle-orm';
import { formatPrice, isFree } from '@yardsale/core/classified-price';
import { languageOr, type Language } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import { classifiedPath } from '@yardsale/core/listing-links';
import type { Db } from '@/db/client';
import { classifieds, priceDropNotices, savedClassifieds, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { accountInUse } from '@/services/push/audience';
import type { PushDelivery } from '@/services/push/sender';
import { PRICE_DROP_TEXTS } from './price-drop-texts';
import { classifiedForSaleAt } from './queries';

/** How long a price must have stood before a lower one counts as a drop from it. */
export const PRICE_STANDS_MS = DAY_MS;

type PriceColumns = Pick<typeof classifieds.$inferSelect, 'price' | 'priceBeforeDrop' | 'priceSetAt'>;

export interface PriceChange {
  columns: Partial<PriceColumns>;
  /** The price that stood and dropped, when savers are to be told; else null. */
  droppedFrom: string | null;
}

/** The price columns once the seller sets `price`, and whether that is a drop to tell savers of. */
export function priceChange(current: PriceColumns, price: string, now: Date): PriceChange {
  const [amount, standing] = [Number(price), Number(current.price)];
  if (amount === standing) return { columns: {}, droppedFrom: null };
  const before = current.priceBeforeDrop === null ? null : Number(current.priceBeforeDrop);
  if (amount > standing) {
    // Back up to (or past) the price it dropped from: there is no drop to show any more.
    const stillBelow = before !== null && amount < before;
    return { columns: { price, priceSetAt: now, priceBeforeDrop: stillBelow ? current.priceBeforeDrop : null }, droppedFrom: null };
  }
  if (now.getTime() - current.priceSetAt.getTime() < PRICE_STANDS_MS) return { columns: { price, priceSetAt: now }, droppedFrom: null };
  // Struck through: the highest price it dropped from, as the seller's first drop showed it.
  const highest = before !== null && before > standing ? current.priceBeforeDrop : current.price;
  return { columns: { price, priceSetAt: now, priceBeforeDrop: highest }, droppedFrom: current.price };
}

/** News of a price is worth a day, and it does not wake a phone asleep. */
const PRICE_DROP_DELIVERY: PushDelivery = { ttlSeconds: DAY_MS / 1000, urgency: 'normal' };

/** 'Kids Bicycle: now $30, was $40' in the reader's language: a push's body and a line of the e-mail. */
export function dropLine(item: { title: string; price: string }, before: string, language: Language): string {
  const texts = PRICE_DROP_TEXTS[language];
  const was = formatPrice(before, language, '');
  return isFree(item.price) ? texts.freeBody(item.title, was) : texts.body(item.title, formatPrice(item.price, language, ''), was);
}

/** The lower of two prices: what a saver last knew is the price that stood, or the price they saved at if lower. */
const lower = (one: string, other: string | null) => (other !== null && Number(other) < Number(one) ? other : one);

/**
 * Returns at once. In the background, everyone else who saved the classified hears of its drop, if
 * it is still for sale (not taken down, expired or sold) and now costs less than the price they last
 * knew: the one it dropped from (`before`), or the price they saved it at if that was lower. So a
 * price raised after someone saved the item and dropped back to it is no news to them. By push at
 * once if push is on, and in the hourly e-mail (price-drop-digest.ts) if e-mail is on.
 */
export function tellSaversOfDrop(ctx: ServiceContext, classified: { id: string; title: string; price: string }, before: string, now: Date): void {
  ctx.push.inBackground(async () => {
    const { db } = ctx.database;
    const rows = await db
      .select({ userId: users.id, preferences: users.preferences, settings: users.notificationSettings, emailVerified: users.emailVerified, priceWhenSaved: savedClassifieds.priceWhenSaved })
      .from(savedClassifieds)
      .innerJoin(users, eq(users.id, savedClassifieds.userId))
      .innerJoin(classifieds, eq(classifieds.id, savedClassifieds.classifiedId))
      .where(and(eq(savedClassifieds.classifiedId, classified.id), ne(users.id, classifieds.userId), classifiedForSaleAt(now), accountInUse()));
    const savers = rows.map((row) => ({ ...row, knew: lower(before, row.priceWhenSaved) })).filter((saver) => Number(classified.price) < Number(saver.knew));
    const byMail = savers.filter((saver) => saver.settings.email && saver.emailVerified);
    const byPush = savers.filter((saver) => saver.settings.push);
    // Started together: a notice that fails to be written (a saver's account deleted meanwhile) holds up no push.
    await Promise.all([
      byMail.length > 0 ? noteForTheEmail(db, byMail, classified.id, now) : undefined,
      ...byPush.map(({ userId, preferences, knew }) => {
        const language = languageOr(preferences.language);
        const notification = { title: PRICE_DROP_TEXTS[language].title, body: dropLine(classified, knew, language), url: classifiedPath(classified.id) };
        return ctx.push.sendTo(userId, notification, PRICE_DROP_DELIVERY);
      }),
    ]);
  });
}

/** A notice per saver for the hourly e-mail; one already waiting keeps the price the saver last knew. */
async function noteForTheEmail(db: Db, savers: readonly { userId: string; knew: string }[], classifiedId: string, now: Date): Promise<void> {
  await db
    .insert(priceDropNotices)
    .values(savers.map(({ userId, knew }) => ({ userId, classifiedId, fromPrice: knew, droppedAt: now })))
    .onConflictDoUpdate({ target: [priceDropNotices.userId, priceDropNotices.classifiedId], set: { droppedAt: now } });
}
