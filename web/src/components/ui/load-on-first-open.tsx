import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OverlayUnavailable } from '@/lib/lazy-overlay';

const noChanges = () => () => undefined;

/**
 * Renders an overlay whose code is loaded lazily (a sheet or dialog that opens on a tap) from the
 * first time it opens on: none of its code is on the screen's first load, and once here it stays
 * mounted, so it can animate its closing. One open from the start (a shared link's sale) opens once
 * a prerendered page has been taken over: the page's HTML has no overlay, so drawing one while React
 * adopts that HTML would not match it (React error 418) and the page would be drawn again. An
 * overlay of lazyOverlay whose code did not download is left out until it opens again.
 */
export function LoadOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const adopted = useSyncExternalStore(noChanges, () => true, () => false);
  const [opened, setOpened] = useState(false);
  if (open && adopted && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <OverlayUnavailable.Provider value={() => setOpened(false)}>
      <Suspense fallback={null}>{children}</Suspense>
    </OverlayUnavailable.Provider>
  );
}
