import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Classified, MessageResponse } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { api } from '@/lib/api-client';
import { retryWhileOnline } from '@/lib/query-client';
import { classifiedKeys } from '@/lib/query-keys';

// The spec's owner actions on a post, one path for sales and classifieds (SPEC section 7).
const postPath = (id: string) => `/api/listings/${encodeURIComponent(id)}`;

/** GET /api/classifieds/user: the seller's own classifieds, newest first, expired ones too (SPEC section 7). */
export function useOwnClassifieds(enabled: boolean, { poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: classifiedKeys.own,
    queryFn: ({ signal }) => api.get<Classified[]>('/api/classifieds/user', { signal }),
    enabled,
    refetchInterval: poll ? POLLING_MS.ownPosts : false,
    refetchOnWindowFocus: poll,
    refetchOnReconnect: true,
    retry: retryWhileOnline(3),
    retryDelay: 1000,
  });
}

const withoutOne = (id: string) => (own: Classified[] | undefined) => own?.filter((classified) => classified.id !== id);
// A write's answer has no savedBy (only the list counts it): the card keeps its count till the list refetches.
const withChanged = (changed: Classified) => (own: Classified[] | undefined) =>
  own?.map((classified) => (classified.id === changed.id ? { ...changed, savedBy: classified.savedBy } : classified));

/**
 * DELETE /api/listings/{id}; every classified list refetches afterwards. As with each write here, the
 * refetch is not awaited: the dialog and toast answer as soon as the server has, the card already changed.
 */
export function useDeleteClassified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(postPath(id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Classified[]>(classifiedKeys.own, withoutOne(id));
      void queryClient.invalidateQueries({ queryKey: classifiedKeys.all });
    },
    // A refusal may say it is gone already (deleted by a try whose answer was lost): the lists are read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: classifiedKeys.all }),
  });
}

/** PATCH /api/listings/{id}/renew: back to the top of the lists with a new expiry (SPEC section 4, "Classified age"). */
export function useRenewClassified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch<Classified>(`${postPath(id)}/renew`),
    onSuccess: (renewed) => {
      queryClient.setQueryData<Classified[]>(classifiedKeys.own, withChanged(renewed));
      void queryClient.invalidateQueries({ queryKey: classifiedKeys.all });
    },
    // A refusal may say it was refreshed already (by a try whose answer was lost): the lists are read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: classifiedKeys.all }),
  });
}

/** PUT or DELETE /api/classifieds/{id}/sold (decision 0058): out of the lists, or back in them. */
export function useSetClassifiedSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sold }: { id: string; sold: boolean }) => {
      const path = `/api/classifieds/${encodeURIComponent(id)}/sold`;
      return sold ? api.put<Classified>(path) : api.delete<Classified>(path);
    },
    onSuccess: (changed) => {
      queryClient.setQueryData<Classified[]>(classifiedKeys.own, withChanged(changed));
      void queryClient.invalidateQueries({ queryKey: classifiedKeys.all });
    },
  });
}
