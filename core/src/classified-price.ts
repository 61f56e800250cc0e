// A classified's price as people read it, in the app and in a push (decision 0060).
import { isLanguage } from './constants';
import { numberFormat } from './intl-format';
import { NUMBER_FORMATS } from './locale-data/number-formats';
import { formatDollars } from './number-format';

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
