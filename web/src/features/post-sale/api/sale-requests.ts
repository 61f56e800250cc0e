import type { Listing, ListingPhotoResponse } from '@yardsale/core/api-types';
import type { ListingInput } from '@yardsale/core/schemas/listing';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';

/** The body of POST and PUT /api/listings (SPEC section 7); the API checks it with the shared schema. */
export type SaleBody = Omit<ListingInput, 'category' | 'categories' | 'items'> & { category: string; categories: string[]; items: string[] };

export const fetchListing = (id: string, signal?: AbortSignal) => api.get<Listing>(`/api/listings/${encodeURIComponent(id)}`, { signal });

/** With the Idempotency-Key of this sale (use-send-key.ts): a retry gets the sale the first try made, and `onRepeat` is told so. */
export const createSale = (body: SaleBody, idempotencyKey: string, onRepeat: () => void) => api.post<Listing>('/api/listings', body, { idempotencyKey, onRepeat });

export const updateSale = (id: string, body: SaleBody) => api.put<Listing>(`/api/listings/${encodeURIComponent(id)}`, body);

/**
 * Uploads the one photo, telling `onProgress` the share sent, given up if it stalls (UPLOAD_STALL_MS);
 * the server re-encodes it without metadata and answers its URL.
 */
export async function uploadSalePhoto(photo: Blob, name: string, onProgress: (sent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('photo', photo, name);
  return (await apiUpload<ListingPhotoResponse>('/api/listings/photo', { method: 'POST', body, onProgress })).url;
}
