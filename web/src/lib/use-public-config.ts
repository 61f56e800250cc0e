import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@yardsale/core/api-types';
import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@yardsale/core/constants';
import { api } from '@/lib/api-client';
import { earlyRequest } from '@/lib/early-request';
import { whenPageTakenOver } from '@/lib/page-taken-over';

export const publicConfigQueryKey = ['config'] as const;

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

/**
 * Until GET /api/config answers, or when it cannot be reached (offline): the address a prerendered
 * page was served with (the server writes in the deployment's own, so hydration finds the same
 * text), else the API's default.
 */
const servedSupportEmail =
  (typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`)?.content) ||
  DEFAULT_SUPPORT_EMAIL;

/** The support contact e-mail, with a sensible fallback so legal and help texts always show an address. */
export function useSupportEmail(): string {
  const { data } = usePublicConfig();
  return data?.supportEmail || servedSupportEmail;
}
