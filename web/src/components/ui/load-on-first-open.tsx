import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OverlayUnavailable } from '@/lib/lazy-overlay';

const noChanges = () => () => undefined;

/**
 * Renders an overlay whose code is loaded lazily (a sheet or dialog that opens on a tap) from the
 * first time it opens on: none of its code is on the screen's first load, and once here it stays
 * mounted, so it can animate its closing. One open from the start (a shared link's sale) opens once
 * a prerendered page has been taken over: the page's HTML has no overlay, so drawing one while React
 * adopts that HTML would not match it (React error 418) and the page would be drawn again. An
 * overlay of lazyOverlay whose code did not download is left out until it has closed and opens
 * again: an `onClose` that changes the address lands a render later, and must not reopen it.
 */
export function LoadOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const adopted = useSyncExternalStore(noChanges, () => true, () => false);
  // null: left out (its code did not download) until `open` has gone false.
  const [opened, setOpened] = useState<boolean | null>(false);
  if (opened === null && !open) setOpened(false);
  if (open && adopted && opened === false) setOpened(true);
  if (!opened) return null;
  return (
    <OverlayUnavailable.Provider value={() => setOpened(null)}>
      <Suspense fallback={null}>{children}</Suspense>
    </OverlayUnavailable.Provider>
  );
}
