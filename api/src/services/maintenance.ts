import { and, eq, lt, or, isNotNull, sql } from 'drizzle-orm';
import { MINUTE_MS } from '@yardsale/core/durations';
import type { Database } from '@/db/client';
import { authTokens, sessions } from '@/db/schema';
import { mailAlertDigests } from './alerts/digest';
import { runLostMatchings } from './alerts/due-matchings';
import { mailPriceDropDigests } from './classifieds/price-drop-digest';
import { pushSoldNews } from './classifieds/sold-news';
import type { ServiceContext } from './context';
import { mailItemAlertDigests } from './item-alerts/digest';
import { eachOnItsOwn } from './jobs';
import { purgeStalePresence } from './events/presence';
import { purgeEndedFavorites } from './favorites';
import { showDueAddresses } from './listings/address-privacy';
import { pushFavoriteSaleChanges } from './listings/favorite-news';
import { purgeOldMail } from './mail';
import { purgeEndedBlocks } from './messages/blocks';
import { purgeOldViews } from './post-views';
import { purgeExpiredRateLimits } from './rate-limit';
import { pushSaleDayReminders } from './reminders/sale-day';
import { purgeKeptTexts } from './sms/sender';
import { purgeUnclaimedUploads } from './unclaimed-uploads';

export async function purgeExpiredAuthRecords(database: Database): Promise<void> {
  const now = new Date();
  await database.db.delete(sessions).where(lt(sessions.expiresAt, now));
  // A used reset link goes at once; a used e-mail link stays until it expires, to answer as it did when opened again (verification.ts).
  await database.db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.usedAt), eq(authTokens.purpose, 'reset-password'))));
  await purgeExpiredRateLimits(database);
}

/**
 * PGlite runs no autovacuum: without this its planner statistics would stay as the last migration
 * left them, and the classifieds plans depend on them (bench/README.md). PostgreSQL does its own.
 */
async function analyzeEmbedded(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

const HOURLY_JOBS: ((ctx: ServiceContext) => Promise<unknown>)[] = [
  // First: the sales whose time has come are pinned at their door before the jobs after it read them.
  (ctx) => showDueAddresses(ctx.database.db),
  (ctx) => purgeExpiredAuthRecords(ctx.database),
  (ctx) => purgeUnclaimedUploads(ctx.database.db, ctx.uploads),
  (ctx) => purgeEndedBlocks(ctx.database.db, new Date()),
  (ctx) => purgeEndedFavorites(ctx.database.db),
  (ctx) => purgeStalePresence(ctx.database.db),
  (ctx) => purgeOldViews(ctx.database.db),
  (ctx) => purgeOldMail(ctx.database, ctx.config),
  (ctx) => purgeKeptTexts(ctx.database),
  mailAlertDigests,
  mailItemAlertDigests,
  mailPriceDropDigests,
  pushSaleDayReminders,
  (ctx) => analyzeEmbedded(ctx.database),
];

/**
 * The hourly clean-up, sale-alert, item-alert and price-drop e-mails, and sale-day pushes, in every
 * process (each statement is safe to run twice at once); a job that fails holds up none of the others.
 */
export const runMaintenance = (ctx: ServiceContext): Promise<void> => eachOnItsOwn(HOURLY_JOBS, (job) => job(ctx));

/**
 * What is due within minutes (decision 0079): a kept address whose evening has come, an item sold
 * and a favorite sale's new days, hours or place (both after ten minutes for a change of mind), and
 * alert matchings lost with their process (0080). Run
 * every NEWS_INTERVAL_MS in every process: each claims what it changes or tells in one statement,
 * and is a read of an index (a partial one for the news) when nothing is due.
 */
const NEWS_JOBS: ((ctx: ServiceContext) => Promise<unknown>)[] = [
  // A kept address whose evening has come is pinned at its door within minutes, not an hour (0069).
  (ctx) => showDueAddresses(ctx.database.db),
  pushSoldNews,
  pushFavoriteSaleChanges,
  // A post's alert matching whose process stopped before it ran (decision 0080).
  runLostMatchings,
];

export const NEWS_INTERVAL_MS = 5 * MINUTE_MS;

export const runNewsJobs = (ctx: ServiceContext): Promise<void> => eachOnItsOwn(NEWS_JOBS, (job) => job(ctx));
