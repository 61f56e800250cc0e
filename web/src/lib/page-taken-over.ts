import { useSyncExternalStore } from 'react';

// Whether React has taken over the prerendered page (app/take-over-page.tsx). Until then an answer
// landing in a store the shell reads would make React hydrate the rest of the page at once, in one
// long task, instead of in slices (measured on /faq at 4x: a 200-315 ms task). A page React drew
// itself (the app shell, a screen opened later) counts as taken over from the start.
let takenOver = typeof document === 'undefined' || !document.getElementById('root')?.hasAttribute('data-prerendered');
const listeners = new Set<() => void>();

export function markPageTakenOver(): void {
  if (takenOver) return;
  takenOver = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False while React adopts prerendered markup (and on the server), then true for good. */
export const usePageTakenOver = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => takenOver,
    () => false,
  );
