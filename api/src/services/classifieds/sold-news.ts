// The people who saved a classified hear that it sold (decision 0063), by push, so that nobody plans
// a trip for it. A sale often falls through in the first minutes ("Marked as Sold" undone, or the
// buyer never answers), so the news run (every few minutes: decision 0079) tells only of an item
// still sold a while after it was marked. Each item is claimed once, by setting sold_news_at in the
// same statement that finds it: two processes never tell it twice, and an item sold, made available
// and sold again is no news the second time.
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm';
import { languageOr } from '@yardsale/core/constants';
import { DAY_MS, MINUTE_MS } from '@yardsale/core/durations';
import { classifiedPath } from '@yardsale/core/listing-links';
import { classifieds, savedClassifieds, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { pushOnAndActive } from '@/services/push/audience';
import type { PushDelivery } from '@/services/push/sender';
import { classifiedShownAt } from './queries';
import { SOLD_NEWS_TEXTS } from './sold-news-texts';

/** How long an item must have stayed sold before it is news. */
export const SOLD_NEWS_WAITS_MS = 10 * MINUTE_MS;

/** Worth a day, and it does not wake a phone asleep. */
const SOLD_NEWS_DELIVERY: PushDelivery = { ttlSeconds: DAY_MS / 1000, urgency: 'normal' };

/**
 * Run every few minutes (runNewsJobs): everyone with push on who saved an item before it sold, other than its
 * seller, hears of it once, if it is still shown (not taken down or expired). Items sold and not yet
 * told are all claimed, shown or not, so none waits in the index for ever.
 */
export async function pushSoldNews(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const { db } = ctx.database;
  const sold = await db
    .update(classifieds)
    .set({ soldNewsAt: now })
    .where(and(isNotNull(classifieds.soldAt), isNull(classifieds.soldNewsAt), lte(classifieds.soldAt, new Date(now.getTime() - SOLD_NEWS_WAITS_MS))))
    .returning({ id: classifieds.id });
  if (sold.length === 0) return;
  const savers = await db
    .select({ userId: users.id, preferences: users.preferences, classifiedId: classifieds.id, title: classifieds.title })
    .from(savedClassifieds)
    .innerJoin(users, eq(users.id, savedClassifieds.userId))
    .innerJoin(classifieds, eq(classifieds.id, savedClassifieds.classifiedId))
    .where(
      and(
        inArray(classifieds.id, sold.map(({ id }) => id)),
        ne(users.id, classifieds.userId),
        // Saved once it was sold: they knew.
        lt(savedClassifieds.createdAt, classifieds.soldAt),
        classifiedShownAt(now),
        pushOnAndActive(),
      ),
    );
  for (const { userId, preferences, classifiedId, title } of savers) {
    const texts = SOLD_NEWS_TEXTS[languageOr(preferences.language)];
    // Each in the background, on its own: a slow push service holds up nobody else.
    ctx.push.inBackground(() => ctx.push.sendTo(userId, { title: texts.title, body: texts.body(title), url: classifiedPath(classifiedId) }, SOLD_NEWS_DELIVERY));
  }
}
