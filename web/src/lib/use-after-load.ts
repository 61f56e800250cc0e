import { useEffect, useState } from 'react';
import { usePageTakenOver } from './page-taken-over';

/**
 * True once the page has loaded, React has taken it over and the main thread is idle: work that can
 * wait (the service worker's registration, the install offer) must not compete with the first
 * screen on a slow phone. (A prerendered page fires `load` before its scripts have even arrived.)
 */
export function useAfterLoad(): boolean {
  const takenOver = usePageTakenOver();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!takenOver) return;
    let cancelIdle = () => undefined as void;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setReady(true), 1000);
        cancelIdle = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelIdle();
    };
  }, [takenOver]);
  return ready;
}
