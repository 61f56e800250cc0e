import { useEffect } from 'react';
import { prefetchCode } from './prefetch-code';
import type { PrefetchedCode } from './prefetched-chunks';
import { useAfterLoad } from './use-after-load';

/**
 * Fetches code that a tap will need (a listing's sheet) once the page has loaded, `when` holds (there
 * is something to tap) and the main thread is idle: the first tap does not wait for the network, and
 * neither the first load nor the photos shown first share the network with it. `code` must be stable
 * (a module-level object).
 */
export function usePrefetchAfterLoad(code: PrefetchedCode, when = true): void {
  const afterLoad = useAfterLoad();
  useEffect(() => {
    // A failed prefetch is retried by the tap that needs it.
    if (afterLoad && when) prefetchCode(code).catch(() => undefined);
  }, [afterLoad, when, code]);
}
