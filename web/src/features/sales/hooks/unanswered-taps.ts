import type { Listing } from '@yardsale/core/api-types';

/** A heart tapped by a signed-in user. */
export interface FavoriteTap {
  listing: Listing;
  add: boolean;
  /** Whose heart it is: a tap still waiting when they sign out is not sent for whoever signs in next. */
  userId: string;
}

/**
 * Taps made and not yet answered, oldest first. Every list of favorites the app shows has them
 * applied, whatever the server answered meanwhile: the poll's list, or one read as a tap settles,
 * does not undo a tap still on its way.
 */
const unanswered: FavoriteTap[] = [];

export const applyTap = (ids: readonly string[], tap: FavoriteTap): string[] => {
  const others = ids.filter((id) => id !== tap.listing.id);
  return tap.add ? [tap.listing.id, ...others] : others;
};

/** The server's list with `userId`'s unanswered taps on it, in the order made. */
export const withUnansweredTaps = (ids: readonly string[], userId: string | undefined): string[] =>
  unanswered.filter((tap) => tap.userId === userId).reduce(applyTap, [...ids]);

export function tapMade(tap: FavoriteTap): void {
  unanswered.push(tap);
}

export function tapAnswered(tap: FavoriteTap): void {
  const at = unanswered.indexOf(tap);
  if (at >= 0) unanswered.splice(at, 1);
}

/** Whether `userId` has a tap on its way: about `listingId` only, when given. */
export const hasUnansweredTap = (userId: string, listingId?: string): boolean =>
  unanswered.some((tap) => tap.userId === userId && (listingId === undefined || tap.listing.id === listingId));
