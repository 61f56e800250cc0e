import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders an overlay whose code is loaded lazily (a sheet or dialog that opens on a tap) from the
 * first time it opens on: none of its code is on the screen's first load, and once here it stays
 * mounted, so it can animate its closing.
 */
export function LoadOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
