import { lt, or, isNotNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { authTokens, sessions } from '@/db/schema';
import type { ServiceContext } from './context';
import { purgeExpiredRateLimits } from './rate-limit';
import { purgeUnclaimedUploads } from './unclaimed-uploads';

export async function purgeExpiredAuthRecords(database: Database): Promise<void> {
  const now = new Date();
  await database.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await database.db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.usedAt)));
  await purgeExpiredRateLimits(database);
}

/** The hourly clean-up, in every process (each statement is safe to run twice at once). */
export async function runMaintenance(ctx: ServiceContext): Promise<void> {
  await purgeExpiredAuthRecords(ctx.database);
  await purgeUnclaimedUploads(ctx.database.db, ctx.uploads);
}
