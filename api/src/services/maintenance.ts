import { lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { authTokens, sessions } from '@/db/schema';
import { mailAlertDigests } from './alerts/digest';
import { mailPriceDropDigests } from './classifieds/price-drop-digest';
import type { ServiceContext } from './context';
import { purgeStalePresence } from './events/presence';
import { purgeEndedFavorites } from './favorites';
import { purgeEndedBlocks } from './messages/blocks';
import { purgeOldViews } from './post-views';
import { purgeExpiredRateLimits } from './rate-limit';
import { pushSaleDayReminders } from './reminders/sale-day';
import { purgeUnclaimedUploads } from './unclaimed-uploads';

export async function purgeExpiredAuthRecords(database: Database): Promise<void> {
  const now = new Date();
  await database.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await database.db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.usedAt)));
  await purgeExpiredRateLimits(database);
}

/**
 * PGlite runs no autovacuum: without this its planner statistics would stay as the last migration
 * left them, and the classifieds plans depend on them (bench/README.md). PostgreSQL does its own.
 */
async function analyzeEmbedded(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

/** The hourly clean-up, sale-alert and price-drop e-mails and sale-day pushes, in every process (each statement is safe to run twice at once). */
export async function runMaintenance(ctx: ServiceContext): Promise<void> {
  await purgeExpiredAuthRecords(ctx.database);
  await purgeUnclaimedUploads(ctx.database.db, ctx.uploads);
  await purgeEndedBlocks(ctx.database.db, new Date());
  await purgeEndedFavorites(ctx.database.db);
  await purgeStalePresence(ctx.database.db);
  await purgeOldViews(ctx.database.db);
  await mailAlertDigests(ctx);
  await mailPriceDropDigests(ctx);
  await pushSaleDayReminders(ctx);
  await analyzeEmbedded(ctx.database);
}
