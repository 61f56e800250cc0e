import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Listing, MessageResponse } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { api } from '@/lib/api-client';
import { listingKeys } from '@/lib/query-keys';
import { retryWhileOnline } from '@/lib/query-client';

/** GET /api/listings/user: the seller's own yard sales, polled so edits elsewhere show up (SPEC section 7). */
export function useOwnSales(enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.own,
    queryFn: ({ signal }) => api.get<Listing[]>('/api/listings/user', { signal }),
    enabled,
    refetchInterval: POLLING_MS.ownPosts,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: retryWhileOnline(3),
    retryDelay: 1000,
  });
}

/**
 * DELETE /api/listings/{id}; every list showing sales refetches afterwards, unawaited: a returned
 * promise would hold the dialog at 'Deleting...' and the toast back until every list was read again,
 * while the card had already left My Posts.
 */
export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/api/listings/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Listing[]>(listingKeys.own, (sales) => sales?.filter((sale) => sale.id !== id));
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
    // A refusal may say the sale is gone already (deleted by a try whose answer was lost): the lists are read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
