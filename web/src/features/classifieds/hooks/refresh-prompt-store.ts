import { STORAGE_KEYS } from '@yardsale/core/constants';

const keyOf = (userId: string) => `${STORAGE_KEYS.lastRefreshPrompt}-${userId}`;

/** The local calendar day, YYYY-MM-DD: the prompt shows at most once a day (SPEC section 9). */
export const localDay = (now: number) => new Date(now).toLocaleDateString('en-CA');

export function promptedOn(userId: string): string | null {
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function rememberPrompt(userId: string, now: number): void {
  try {
    localStorage.setItem(keyOf(userId), localDay(now));
  } catch {
    // Storage blocked: the prompt may show again on the next visit, which is harmless.
  }
}
