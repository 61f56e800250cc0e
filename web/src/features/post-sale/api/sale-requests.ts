import type { Listing, ListingPhotoResponse } from '@yardsale/core/api-types';
import type { ListingInput } from '@yardsale/core/schemas/listing';
import { api } from '@/lib/api-client';

/** The body of POST and PUT /api/listings (SPEC section 7); the API checks it with the shared schema. */
export type SaleBody = Omit<ListingInput, 'category' | 'categories' | 'items'> & { category: string; categories: string[]; items: string[] };

export const fetchListing = (id: string, signal?: AbortSignal) => api.get<Listing>(`/api/listings/${encodeURIComponent(id)}`, { signal });

/** With the Idempotency-Key of this sale (use-send-key.ts): a retry gets the sale the first try made. */
export const createSale = (body: SaleBody, idempotencyKey: string) => api.post<Listing>('/api/listings', body, { idempotencyKey });

export const updateSale = (id: string, body: SaleBody) => api.put<Listing>(`/api/listings/${encodeURIComponent(id)}`, body);

/** Uploads the one photo; the server re-encodes it without metadata and answers its URL. */
export async function uploadSalePhoto(photo: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('photo', photo, name);
  return (await api.post<ListingPhotoResponse>('/api/listings/photo', form)).url;
}
