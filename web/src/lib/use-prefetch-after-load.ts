import { useEffect } from 'react';
import { useAfterLoad } from './use-after-load';

/**
 * Fetches code that a tap will need (a listing's sheet) once the page has loaded and the main
 * thread is idle: the first tap does not wait for the network, and the first load does not carry it.
 * `load` must be stable (a module-level function).
 */
export function usePrefetchAfterLoad(load: () => Promise<unknown>): void {
  const afterLoad = useAfterLoad();
  useEffect(() => {
    // A failed prefetch is retried by the tap that needs it.
    if (afterLoad) load().catch(() => undefined);
  }, [afterLoad, load]);
}
