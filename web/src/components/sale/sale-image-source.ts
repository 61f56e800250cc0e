import type { Listing } from '@yardsale/core/api-types';

/**
 * What a sale's photo slot shows: nothing stored, a `blob:` URL (a preview that only ever lived in
 * the seller's browser, so nobody else can load it), or a real address to load.
 */
export type SaleImageSource = { kind: 'none' } | { kind: 'unavailable' } | { kind: 'url'; url: string };

export function saleImageSource(url: string | null | undefined): SaleImageSource {
  if (!url?.trim()) return { kind: 'none' };
  if (url.startsWith('blob:')) return { kind: 'unavailable' };
  return { kind: 'url', url };
}

/**
 * A sale's card-sized copy of its photo (the server's thumbnailUrl), with the photo itself behind it
 * (a copy that fails to load; a guest's favorite kept from before copies were made has none).
 */
export const saleThumbnail = (sale: Pick<Listing, 'imageUrl' | 'thumbnailUrl'>) => ({ url: sale.thumbnailUrl ?? sale.imageUrl, fallbackUrl: sale.imageUrl });
