import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SaleAlert } from '@yardsale/core/api-types';
import type { SaleAlertInput } from '@yardsale/core/schemas/sale-alert';
import { api } from '@/lib/api-client';
import { saleAlertsKey } from '@/lib/query-keys';

/** What POST /api/alerts takes; the Filter Sales categories are plain strings here, checked by the server. */
export type NewSaleAlert = Omit<SaleAlertInput, 'categories'> & { categories: string[] };

/** GET /api/alerts */
export const useSaleAlerts = () => useQuery({ queryKey: saleAlertsKey, queryFn: () => api.get<SaleAlert[]>('/api/alerts') });

/** POST /api/alerts, then the list again. */
export function useCreateSaleAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSaleAlert) => api.post<SaleAlert>('/api/alerts', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: saleAlertsKey }),
  });
}

/** DELETE /api/alerts/{id}, then the list again. */
export function useDeleteSaleAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/api/alerts/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: saleAlertsKey }),
  });
}
