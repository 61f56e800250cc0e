import type { Listing } from '@yardsale/core/api-types';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { api } from '@/lib/api-client';

/** GET /api/listings/selection, as many requests as the ids need: those of the sales still shown, in the order given. */
export async function fetchShownSales(ids: readonly string[]): Promise<Listing[]> {
  const size = LISTING_LIST_LIMITS.selectionMax;
  const parts = Array.from({ length: Math.ceil(ids.length / size) }, (_, index) => ids.slice(index * size, (index + 1) * size));
  const answers = await Promise.all(parts.map((part) => api.get<Listing[]>(`/api/listings/selection?ids=${part.map(encodeURIComponent).join(',')}`)));
  return answers.flat();
}
