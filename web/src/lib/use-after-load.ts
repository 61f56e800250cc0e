import { useEffect, useState } from 'react';
import { whenPageTakenOver } from './page-taken-over';

/**
 * True once the page has loaded, React has taken it over and the main thread is idle: work that can
 * wait (the service worker's registration, the install offer) must not compete with the first
 * screen on a slow phone. (A prerendered page fires `load` before its scripts have even arrived.)
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let ended = false;
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
    void whenPageTakenOver().then(() => {
      if (ended) return;
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    });
    return () => {
      ended = true;
      window.removeEventListener('load', whenIdle);
      cancelIdle();
    };
  }, []);
  return ready;
}
