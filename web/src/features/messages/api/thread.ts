import { useInfiniteQuery } from '@tanstack/react-query';
import type { Message, MessagesPage } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { useIsLive } from '@/lib/messages/live-events';
import { messageKeys } from '@/lib/query-keys';

const NONE: Message[] = [];

/** GET /api/messages/{listingId}/{otherUserId}, the newest page without a cursor. */
export const threadPath = (listingId: string, otherUserId: string, cursor = '') =>
  `/api/messages/${encodeURIComponent(listingId)}/${encodeURIComponent(otherUserId)}${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`;

/** Oldest to newest: the first page is the newest, and each page reads oldest to newest. */
function inTimeOrder(pages: readonly MessagesPage[]): Message[] {
  const seen = new Set<string>();
  return [...pages]
    .reverse()
    .flatMap((page) => page.messages)
    .filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id)));
}

/**
 * GET /api/messages/{listingId}/{otherUserId}: the newest page, then older ones on request. Reading
 * it marks the other's messages read.
 */
export function useThread(listingId: string, otherUserId: string) {
  const live = useIsLive();
  const query = useInfiniteQuery({
    queryKey: messageKeys.thread(listingId, otherUserId),
    queryFn: ({ pageParam, signal }) => api.get<MessagesPage>(threadPath(listingId, otherUserId, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Live events bring new messages; while their stream is down, the conversation polls.
    refetchInterval: live ? false : POLLING_MS.openConversation,
  });
  const pages = query.data?.pages;
  const messages = useMemo(() => (pages ? inTimeOrder(pages) : NONE), [pages]);
  return { query, messages };
}
