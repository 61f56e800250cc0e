import type { ListingType } from '@yardsale/core/constants';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** Posts whose view this app run has told: reopening a sheet sends nothing (the server counts one a day anyway). */
const told = new Set<string>();

/**
 * Tells the server that a post's sheet is open (decision 0059), for its seller's view count. Not for
 * the seller's own post; a failure (offline, a post gone meanwhile) is let go, to be told next time.
 */
export function useCountView(post: { id: string; type: ListingType }, own: boolean): void {
  const { id, type } = post;
  useEffect(() => {
    if (own || told.has(id)) return;
    told.add(id);
    const path = `/api/${type === 'listing' ? 'listings' : 'classifieds'}/${encodeURIComponent(id)}/view`;
    api.post(path).catch(() => told.delete(id));
  }, [id, type, own]);
}
