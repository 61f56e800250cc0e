// The morning push of a sale day (decision 0042): someone with push on whose favorite sales open
// today hears of them once, up to three hours before the next of them opens, in their language.
// The hourly run (runMaintenance) sends it; a row per person and day claims it, so two processes
// never push it twice.
import { and, arrayOverlaps, eq, lt, sql } from 'drizzle-orm';
import { addDays } from '@yardsale/core/calendar';
import { languageOr, type Language } from '@yardsale/core/constants';
import { ROUTE_PAGE_PATH, salePath } from '@yardsale/core/listing-links';
import type { PushNotification } from '@yardsale/core/push-types';
import { SALE_DAY_REMINDER, saleDayReminder, type SaleDayReminder } from '@yardsale/core/sale-day-reminder';
import { formatSaleTime } from '@yardsale/core/sale-dates';
import { todayInZone } from '@yardsale/core/sale-window';
import type { Db } from '@/db/client';
import { favorites, listings, saleDayReminders, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { pushOnAndActive } from '@/services/push/audience';
import type { PushDelivery } from '@/services/push/sender';
import { addressShownAt } from '@/services/listings/address-privacy';
import { visibleByTime } from '@/services/listings/sql';
import { REMINDER_TEXTS } from './reminder-texts';

type FavoriteSale = Awaited<ReturnType<typeof favoritesOfPushUsers>>[number];

/** Favorite sales still shown of everyone with push on, on a day that is today somewhere in North America. */
function favoritesOfPushUsers(db: Db, now: Date) {
  const utcToday = todayInZone('UTC', now);
  return db
    .select({
      userId: favorites.userId,
      language: sql<string | null>`${users.preferences}->>'language'`,
      id: listings.id,
      title: listings.title,
      address: addressShownAt(now),
      dates: listings.dates,
      startTime: listings.startTime,
      endTime: listings.endTime,
      timeZone: listings.timeZone,
    })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(
      and(
        pushOnAndActive(),
        visibleByTime(now),
        arrayOverlaps(listings.dates, [addDays(utcToday, -1), utcToday, addDays(utcToday, 1)]),
      ),
    );
}

function reminderNotification({ sales, next }: SaleDayReminder<FavoriteSale>, language: Language): PushNotification {
  const texts = REMINDER_TEXTS[language];
  const time = formatSaleTime(next.sale.startTime, language);
  if (sales.length === 1) return { title: texts.oneTitle(time), body: `${next.sale.title} · ${next.sale.address}`, url: salePath(next.sale.id) };
  return { title: texts.manyTitle(sales.length), body: texts.manyBody(next.sale.title, time), url: ROUTE_PAGE_PATH };
}

/** News of a sale opening is worth nothing once it has opened, and it does not wake a phone asleep. */
const deliveryUntil = (opensAt: Date, now: Date): PushDelivery => ({ ttlSeconds: Math.max(60, Math.round((opensAt.getTime() - now.getTime()) / 1000)), urgency: 'normal' });

/** Claims the person's push of the day; false when a process already sent it. */
async function claimDay(db: Db, userId: string, day: string, now: Date): Promise<boolean> {
  const claimed = await db.insert(saleDayReminders).values({ userId, day, sentAt: now }).onConflictDoNothing().returning({ day: saleDayReminders.day });
  return claimed.length > 0;
}

/** Run hourly: pushes each person's sale day that is due, and forgets the claims of days gone. */
export async function pushSaleDayReminders(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const { db } = ctx.database;
  await db.delete(saleDayReminders).where(lt(saleDayReminders.sentAt, new Date(now.getTime() - SALE_DAY_REMINDER.keptMs)));
  const byPerson = new Map<string, FavoriteSale[]>();
  for (const sale of await favoritesOfPushUsers(db, now)) {
    const theirs = byPerson.get(sale.userId);
    if (theirs) theirs.push(sale);
    else byPerson.set(sale.userId, [sale]);
  }
  for (const [userId, sales] of byPerson) {
    const reminder = saleDayReminder(sales, now);
    if (!reminder) continue;
    // In the background, each on its own: a slow push service or a failure holds up nobody else.
    ctx.push.inBackground(async () => {
      if (!(await claimDay(db, userId, reminder.day, now))) return;
      const notification = reminderNotification(reminder, languageOr(sales[0]!.language ?? undefined));
      await ctx.push.sendTo(userId, notification, deliveryUntil(reminder.next.opensAt, now));
    });
  }
}
