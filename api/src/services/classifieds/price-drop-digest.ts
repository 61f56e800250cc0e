// The hourly e-mail of price drops (decision 0060): each person's notices, taken (deleted and
// returned) in one statement so that two processes never mail the same ones, naming the items they
// still keep saved that are still for sale and still cheaper than the price they knew. Someone whose
// e-mail notifications are off by then has their notices taken and dropped.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { languageOr } from '@yardsale/core/constants';
import { classifiedPath, SAVED_CLASSIFIEDS_PATH } from '@yardsale/core/listing-links';
import type { Db } from '@/db/client';
import { classifieds, priceDropNotices, savedClassifieds } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { emailRecipient } from '@/services/push/audience';
import { eachOnItsOwn } from '@/services/jobs';
import { priceDropMail } from '@/services/mail-templates';
import { unsubscribeUrl } from '@/services/notifications/unsubscribe';
import { dropLine } from './price-drop';
import { classifiedForSaleAt } from './queries';

/** Items named in one e-mail; a busier hour links to the rest. */
const MAIL_ITEMS_MAX = 10;

async function mailDropsTo(db: Db, ctx: ServiceContext, userId: string, now: Date): Promise<void> {
  const claimed = await db
    .delete(priceDropNotices)
    .where(eq(priceDropNotices.userId, userId))
    .returning({ classifiedId: priceDropNotices.classifiedId, fromPrice: priceDropNotices.fromPrice });
  const user = claimed.length > 0 ? await emailRecipient(db, userId) : undefined;
  if (!user) return;
  const before = new Map(claimed.map((notice) => [notice.classifiedId, notice.fromPrice]));
  const items = await db
    .select({ id: classifieds.id, title: classifieds.title, price: classifieds.price })
    .from(classifieds)
    .innerJoin(savedClassifieds, and(eq(savedClassifieds.classifiedId, classifieds.id), eq(savedClassifieds.userId, userId)))
    .where(and(inArray(classifieds.id, [...before.keys()]), classifiedForSaleAt(now)))
    .orderBy(asc(classifieds.title));
  // Back up to the price they knew, or higher: no news.
  const cheaper = items.filter((item) => Number(item.price) < Number(before.get(item.id)));
  if (cheaper.length === 0) return;
  const language = languageOr(user.preferences.language);
  const { publicUrl } = ctx.config;
  await ctx.sendMail(
    priceDropMail(user.email, language, {
      lines: cheaper.slice(0, MAIL_ITEMS_MAX).map((item) => dropLine(item, before.get(item.id)!, language)),
      more: Math.max(0, cheaper.length - MAIL_ITEMS_MAX),
      itemsUrl: `${publicUrl}${cheaper.length === 1 ? classifiedPath(cheaper[0]!.id) : SAVED_CLASSIFIEDS_PATH}`,
      // Turns e-mail notifications off, the setting this e-mail obeys (api/src/routes/notifications.ts).
      stopUrl: await unsubscribeUrl(db, publicUrl, user),
    }),
    db,
  );
}

/** Run hourly (runMaintenance): one e-mail per person with notices waiting. */
export async function mailPriceDropDigests(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const waiting = await ctx.database.db.selectDistinct({ userId: priceDropNotices.userId }).from(priceDropNotices);
  // Taken and queued in one transaction each: a failure between the two keeps the notices for the next hour.
  await eachOnItsOwn(waiting, ({ userId }) => ctx.database.db.transaction((tx) => mailDropsTo(tx, ctx, userId, now)));
}
