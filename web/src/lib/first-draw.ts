/**
 * Lists that arrive with an answer are drawn with `useDeferredValue`: TanStack Query announces an
 * answer through useSyncExternalStore, whose updates React renders in one synchronous task (Find's
 * first six cards were a 465 ms task at 4×); a deferred value is drawn in a transition, in slices a
 * tap can interrupt. Meanwhile the screen shows the previous list, or, when there was none, keeps
 * its loading state instead of flashing the empty one.
 */
export const isFirstDrawPending = (drawn: readonly unknown[], answer: readonly unknown[]): boolean =>
  drawn !== answer && drawn.length === 0 && answer.length > 0;
