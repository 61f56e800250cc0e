import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from './api-client';
import { retryWhileOnline } from './query-client';

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
  /** Called once the listing is known to be gone, to let go of its id (and the address that named it). */
  onGone: () => void;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A listing opened from its own link (/find?sale=, /classifieds?item=: core/src/listing-links.ts)
 * or a map pin, fetched by id, once: a sheet shows it as it was when opened. Null until it is here,
 * or when it cannot be shown, which one toast then says. `fetchedAt` is when it arrived.
 */
export function useLinkedItem<T extends { id: string }>(id: string | null, { queryKey, fetch, gone, failed, onGone }: LinkedItemOptions<T>) {
  const toast = useToast();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(id!, signal),
    enabled: id !== null,
    staleTime: 30_000,
    refetchInterval: false,
    // A listing that is gone stays gone; offline, the tap fails at once and says so.
    retry: (failures, error) => !isGone(error) && retryWhileOnline(1)(failures),
  });
  const error = id !== null ? query.error : null;
  const report = useEffectEvent((reported: Error) => {
    const words = isGone(reported) ? gone : failed;
    toast({ ...words, variant: isGone(reported) ? 'info' : 'error' });
    if (isGone(reported)) onGone();
  });
  useEffect(() => {
    if (error) report(error); // once per error
  }, [error]);
  const item = id !== null && query.data?.id === id ? query.data : null;
  return { item, fetchedAt: query.dataUpdatedAt };
}
