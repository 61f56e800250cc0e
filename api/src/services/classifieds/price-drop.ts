// A classified's price drop (decision 0060). The price it dropped from is kept, to be shown struck
// through beside the new one, and the people who saved it hear of the drop by push. A price counts
// as one it dropped from only once it had stood a day: a price put up for a minute so as to "drop"
// from it is never shown, and a seller lowering the price step by step pushes savers once a day at
// most. Blocks play no part, as in sale alerts: the saver has the post already (decision 0044).
import { and, eq, ne } from 'drizzle-orm';
import { formatPrice, isFree } from '@yardsale/core/classified-price';
import { languageOr } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import { classifiedPath } from '@yardsale/core/listing-links';
import type { PushNotification } from '@yardsale/core/push-types';
import { classifieds, savedClassifieds, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { pushOnAndActive } from '@/services/push/audience';
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

function priceDropNotification(classified: { id: string; title: string; price: string }, before: string, language: string): PushNotification {
  const texts = PRICE_DROP_TEXTS[languageOr(language)];
  const was = formatPrice(before, language, '');
  const body = isFree(classified.price) ? texts.freeBody(classified.title, was) : texts.body(classified.title, formatPrice(classified.price, language, ''), was);
  return { title: texts.title, body, url: classifiedPath(classified.id) };
}

/**
 * Returns at once: in the background, everyone else who saved the classified, with push on, hears of
 * its drop from `before`, if it is still for sale (not taken down, expired or sold).
 */
export function tellSaversOfDrop(ctx: ServiceContext, classified: { id: string; title: string; price: string }, before: string, now: Date): void {
  ctx.push.inBackground(async () => {
    const savers = await ctx.database.db
      .select({ userId: users.id, preferences: users.preferences })
      .from(savedClassifieds)
      .innerJoin(users, eq(users.id, savedClassifieds.userId))
      .innerJoin(classifieds, eq(classifieds.id, savedClassifieds.classifiedId))
      .where(and(eq(savedClassifieds.classifiedId, classified.id), ne(users.id, classifieds.userId), classifiedForSaleAt(now), pushOnAndActive()));
    await Promise.all(savers.map(({ userId, preferences }) => ctx.push.sendTo(userId, priceDropNotification(classified, before, preferences.language), PRICE_DROP_DELIVERY)));
  });
}
