import type { Classified } from '@yardsale/core/api-types';
import { isLanguage, REFRESH_THRESHOLD_DAYS } from '@yardsale/core/constants';
import { numberFormat } from '@yardsale/core/intl-format';
import { NUMBER_FORMATS } from '@yardsale/core/locale-data/number-formats';
import { formatDollars } from '@yardsale/core/number-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC section 3: a price of 0 is shown as 'Free'. */
export const isFree = (price: string) => Number(price) === 0;

/**
 * '250.00' as '$250' and '12.50' as '$12.50', written as the reader's language writes dollars in
 * North America ('12,50 $' in French: NUMBER_LOCALES); 0 as `free`.
 */
export function formatPrice(price: string, language: string, free: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  if (amount === 0) return free;
  const fractionDigits = Math.round(amount * 100) % 100 !== 0 ? 2 : 0;
  // The app's languages from tables built ahead (no Intl, whose first formatter is a long task).
  if (isLanguage(language) && amount > 0) return formatDollars(NUMBER_FORMATS[language], amount, fractionDigits);
  return `$${numberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 }).format(amount)}`;
}

/**
 * Whole days since the classified was posted or last refreshed (SPEC section 4, "Classified age"):
 * a refresh restarts the count, so a renewed listing is not prompted for again the next day.
 */
export function ageInDays(classified: Pick<Classified, 'createdAt' | 'renewedAt'>, now: number): number {
  const since = Date.parse(classified.renewedAt || classified.createdAt);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
}

/** 14 days or more: 'Consider refreshing', and the refresh prompt offers it. */
export const needsRefresh = (classified: Pick<Classified, 'createdAt' | 'renewedAt'>, now: number) =>
  ageInDays(classified, now) >= REFRESH_THRESHOLD_DAYS;

/** Past its expiry: no longer shown to others until refreshed. */
export const isExpired = (classified: Pick<Classified, 'expiresAt'>, now: number) => Date.parse(classified.expiresAt) < now;
