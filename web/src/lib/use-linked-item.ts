import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from './api-client';

interface Words {
  title: string;
  description?: string;
}

interface LinkedItemOptions<T> {
  queryKey: QueryKey;
  fetch: (id: string, signal: AbortSignal) => Promise<T>;
  /** The toast when the link's listing is no longer shown (404: ended, sold or deleted). */
  gone: Words;
  /** The toast when it could not be loaded. */
  failed: Words;
}

/**
 * A listing opened from its own link (/find?sale=, /classifieds?item=: core/src/listing-links.ts),
 * fetched by id; null until it is here, or when it cannot be shown, which one toast then says.
 */
export function useLinkedItem<T extends { id: string }>(id: string | null, { queryKey, fetch, gone, failed }: LinkedItemOptions<T>): T | null {
  const toast = useToast();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetch(id!, signal), enabled: id !== null, staleTime: 30_000, retry: 1 });
  const error = id !== null ? query.error : null;
  const isGone = error instanceof ApiError && error.status === 404;
  const { title, description } = isGone ? gone : failed;
  useEffect(() => {
    if (error) toast({ title, description, variant: isGone ? 'info' : 'error' });
  }, [error, isGone, title, description, toast]);
  return id !== null && query.data?.id === id ? query.data : null;
}
