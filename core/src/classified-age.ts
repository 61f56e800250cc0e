// A classified's age (SPEC section 4, "Classified age"): from 14 days it says 'Consider refreshing'
// and the refresh prompt offers it; the server renews only from then (PATCH /api/listings/{id}/renew).
import { REFRESH_THRESHOLD_DAYS } from './constants';
import { DAY_MS } from './durations';

/** Posted or last refreshed at (an answer's ISO time, or a row's Date). */
type Renewed = { renewedAt: string | Date };

/**
 * Whole days since the classified was posted or last refreshed: a refresh restarts the count, so a
 * renewed listing is not prompted for again the next day.
 */
export function ageInDays({ renewedAt }: Renewed, now: number): number {
  const since = typeof renewedAt === 'string' ? Date.parse(renewedAt) : renewedAt.getTime();
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
}

/**
 * Taken down by a moderator, or sold by its seller: either way not offered to buyers. `soldAt` may
 * be missing from a classified kept by an older app (its offline copy): not sold.
 */
type Standing = { isActive: boolean; soldAt?: string | Date | null };

/**
 * 14 days or more, not taken down by a moderator and not sold (the server refuses to renew those):
 * 'Consider refreshing', the refresh prompt, and a renewal the server accepts.
 */
export const needsRefresh = (classified: Renewed & Standing, now: number) =>
  classified.isActive && !classified.soldAt && ageInDays(classified, now) >= REFRESH_THRESHOLD_DAYS;
