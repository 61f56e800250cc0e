import type { Listing } from '@yardsale/core/api-types';

/** A heart tapped by a signed-in user. */
export interface FavoriteTap {
  listing: Listing;
  add: boolean;
  /** Whose heart it is: a tap still waiting when they sign out is not sent for whoever signs in next. */
  userId: string;
  /**
   * Whether the server has the heart on before this tap, as far as the phone knows: at first the
   * heart as shown when tapped (the opposite of `add`), then set again as the taps before it are
   * answered. A refused tap puts the heart back to it.
   */
  was: boolean;
}

/**
 * Taps made and not yet answered, oldest first. Every list of favorites the app reads has them laid
 * over it, whatever the server answered meanwhile: the poll's list, or one read as a tap settles, does
 * not undo a tap still on its way.
 */
const unanswered: FavoriteTap[] = [];

/** `ids` with `listingId`'s heart on or off, a heart turned on first. */
export const withHeart = (ids: readonly string[], listingId: string, on: boolean): string[] => {
  const others = ids.filter((id) => id !== listingId);
  return on ? [listingId, ...others] : others;
};

/** The server's list with `userId`'s unanswered taps on it, in the order made. */
export const withUnansweredTaps = (ids: readonly string[], userId: string | undefined): string[] =>
  unanswered.filter((tap) => tap.userId === userId).reduce((list, tap) => withHeart(list, tap.listing.id, tap.add), [...ids]);

export function tapMade(tap: FavoriteTap): void {
  unanswered.push(tap);
}

/**
 * The tap has its answer: `made` or refused. The next tap of the same heart, still waiting, then
 * starts from what the server has.
 */
export function tapAnswered(tap: FavoriteTap, made: boolean): void {
  const at = unanswered.indexOf(tap);
  if (at < 0) return;
  unanswered.splice(at, 1);
  const next = unanswered.find((other) => other.userId === tap.userId && other.listing.id === tap.listing.id);
  if (next) next.was = made ? tap.add : tap.was;
}

/** Whether `userId` has a tap on its way: about `listingId` only, when given. */
export const hasUnansweredTap = (userId: string, listingId?: string): boolean =>
  unanswered.some((tap) => tap.userId === userId && (listingId === undefined || tap.listing.id === listingId));
