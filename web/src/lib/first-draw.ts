import { useDeferredValue } from 'react';

/**
 * Lists that arrive with an answer are drawn with `useDeferredValue`: TanStack Query announces an
 * answer through useSyncExternalStore, whose updates React renders in one synchronous task (Find's
 * first six cards were a 465 ms task at 4×); a deferred value is drawn in a transition, in slices a
 * tap can interrupt. Meanwhile the screen shows the previous list, or, when there was none, keeps
 * its loading state instead of flashing the empty one.
 */
export const isFirstDrawPending = (drawn: readonly unknown[], answer: readonly unknown[]): boolean =>
  drawn !== answer && drawn.length === 0 && answer.length > 0;

const NOTHING_DRAWN: readonly never[] = [];

/**
 * The list to draw for an answer, deferred as above, and whether its first draw is still to come.
 * The initial value matters when the list mounts with its answer already in the cache (fetched
 * while the screen's code loaded): without one, React draws the answer in the mounting render, which
 * a location or query update makes synchronous (/find's cards: a 167 ms task at 4×).
 */
export function useDeferredList<T>(answer: readonly T[]): { drawn: readonly T[]; firstDrawPending: boolean } {
  const drawn = useDeferredValue(answer, NOTHING_DRAWN);
  return { drawn, firstDrawPending: isFirstDrawPending(drawn, answer) };
}
