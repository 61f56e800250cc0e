import { lt, or, isNotNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { authTokens, sessions } from '@/db/schema';
import { purgeExpiredRateLimits } from './rate-limit';

export async function purgeExpiredAuthRecords(database: Database): Promise<void> {
  const now = new Date();
  await database.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await database.db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.usedAt)));
  await purgeExpiredRateLimits(database);
}
