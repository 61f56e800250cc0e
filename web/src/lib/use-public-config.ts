import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

export const publicConfigQueryKey = ['config'] as const;

/** Shown while GET /api/config loads or when it cannot be reached (offline); matches the API's own default. */
export const FALLBACK_SUPPORT_EMAIL = 'support@yardsalefinder.example';

export const getPublicConfig = (signal?: AbortSignal) => api.get<PublicConfig>('/api/config', { signal });

/** Public settings of this deployment (support e-mail, map tiles, ad client). They do not change while the app runs. */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
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
