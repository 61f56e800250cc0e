import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ItemAlert, MessageResponse, SaleAlert } from '@yardsale/core/api-types';
import type { ItemAlertInput } from '@yardsale/core/schemas/item-alert';
import type { SaleAlertInput } from '@yardsale/core/schemas/sale-alert';
import { api } from '@/lib/api-client';
import { itemAlertsKey, saleAlertsKey } from '@/lib/query-keys';

/** What PATCH /api/alerts/{id} and /api/item-alerts/{id} take, with the alert's id: a sale alert's words too (decision 0082). */
export interface AlertChange {
  id: string;
  radiusKm: number;
  q?: string;
}

/** What POST /api/alerts takes; the Filter Sales categories are plain strings here, checked by the server. */
export type NewSaleAlert = Omit<SaleAlertInput, 'categories'> & { categories: string[] };

/** A person's list of alerts at `path`: GET it, POST one, PATCH one's distance (and words), DELETE one by id, each then reading the list again. */
function alertResource<Alert, Input>(path: string, queryKey: QueryKey) {
  const useRefetchingMutation = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
    const queryClient = useQueryClient();
    return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) });
  };
  return {
    useList: () => useQuery({ queryKey, queryFn: () => api.get<Alert[]>(path) }),
    useCreate: () => useRefetchingMutation((input: Input) => api.post<Alert>(path, input)),
    useChange: () => useRefetchingMutation(({ id, ...change }: AlertChange) => api.patch<Alert>(`${path}/${encodeURIComponent(id)}`, change)),
    useDelete: () => useRefetchingMutation((id: string) => api.delete<MessageResponse>(`${path}/${encodeURIComponent(id)}`)),
  };
}

/** New-sale alerts (decision 0039): /api/alerts. */
export const saleAlerts = alertResource<SaleAlert, NewSaleAlert>('/api/alerts', saleAlertsKey);

/** Item alerts (decision 0061): /api/item-alerts. */
export const itemAlerts = alertResource<ItemAlert, ItemAlertInput>('/api/item-alerts', itemAlertsKey);
