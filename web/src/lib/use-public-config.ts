import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { earlyRequest } from '@/lib/early-request';
import { whenPageTakenOver } from '@/lib/page-taken-over';

export const publicConfigQueryKey = ['config'] as const;

/** Shown while GET /api/config loads or when it cannot be reached (offline); matches the API's own default. */
export const FALLBACK_SUPPORT_EMAIL = 'support@yardsalefinder.example';

export const getPublicConfig = () => api.get<PublicConfig>('/api/config');

/** Asked for as the app's code is set up (app/warm-up.ts); answered into the cache once the page is taken over. */
export const earlyPublicConfig = earlyRequest(getPublicConfig);

/**
 * Public settings of this deployment (support e-mail, map tiles, ad client). They do not change while
 * the app runs; pending until a prerendered page is taken over.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: () => whenPageTakenOver().then(() => earlyPublicConfig.take()),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchInterval: false,
    retry: 2,
  });
}

/** The support contact e-mail, with a sensible fallback so legal and help texts always show an address. */
export function useSupportEmail(): string {
  const { data } = usePublicConfig();
  return data?.supportEmail || FALLBACK_SUPPORT_EMAIL;
}
