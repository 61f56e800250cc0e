import { useEffect } from 'react';
import { useAfterLoad } from './use-after-load';

/**
 * Fetches code that a tap will need (a listing's sheet) once the page has loaded, `when` holds (there
 * is something to tap) and the main thread is idle: the first tap does not wait for the network, and
 * neither the first load nor the photos shown first share the network with it. `load` must be
 * stable (a module-level function).
 */
export function usePrefetchAfterLoad(load: () => Promise<unknown>, when = true): void {
  const afterLoad = useAfterLoad();
  useEffect(() => {
    // A failed prefetch is retried by the tap that needs it.
    if (afterLoad && when) load().catch(() => undefined);
  }, [afterLoad, when, load]);
}
