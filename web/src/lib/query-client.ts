import { QueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '@yardsale/core/constants';

/** SPEC section 7 data-cache defaults; screens override where the spec names their own timings. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: POLLING_MS.defaultRefetch,
      staleTime: POLLING_MS.defaultStale,
      refetchOnWindowFocus: false,
      retry: false,
    },
  },
});
