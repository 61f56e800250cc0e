import { onlineManager, QueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '@yardsale/core/constants';

/** SPEC section 7 data-cache defaults; screens override where the spec names their own timings. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: POLLING_MS.defaultRefetch,
      staleTime: POLLING_MS.defaultStale,
      refetchOnWindowFocus: false,
      retry: false,
      // Asked even when the browser says it is offline: the service worker may answer from its
      // saved copy (decision 0041), and otherwise the screen says it could not load, not a spinner.
      networkMode: 'offlineFirst',
    },
    // A change sent offline fails at once with its usual message, rather than waiting unsaid.
    mutations: { networkMode: 'always' },
  },
});

// TanStack Query hears of the connection only by the window's online and offline events, and takes a
// page opened without a signal (reloaded offline, under the service worker) for online: its retries
// would then be spent at once, and coming back online would not resume them.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * Up to `times` retries, while the browser is online. Offline, TanStack Query would hold a retry
 * until the signal returns and the screen would wait without a word; the first failure stands
 * instead, so the screen says it could not load, and coming back online refetches.
 */
export const retryWhileOnline = (times: number) => (failures: number) => failures < times && onlineManager.isOnline();
