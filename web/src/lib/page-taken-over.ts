// Whether React has taken over the prerendered page (app/take-over-page.tsx). Until then an answer
// landing in a store the shell reads would make React hydrate the rest of the page at once, in one
// long task, instead of in slices (measured on /faq at 4x: a 200-315 ms task). A page React drew
// itself (the app shell, a screen opened later) counts as taken over from the start.
//
// A promise, not a store the screens read: the queries that wait for it simply answer later, so the
// takeover itself draws nothing (as a store it made every screen that reads the user draw again at
// once, in one synchronous task: 140 ms at 4x on /auth).
let markTakenOver = (): void => undefined;
const takenOver: Promise<void> =
  typeof document === 'undefined' || !document.getElementById('root')?.hasAttribute('data-prerendered')
    ? Promise.resolve()
    : new Promise((resolve) => {
        markTakenOver = resolve;
      });

export function markPageTakenOver(): void {
  markTakenOver();
}

/** Settles once React has taken over a prerendered page; at once for a page React drew itself. */
export const whenPageTakenOver = (): Promise<void> => takenOver;
