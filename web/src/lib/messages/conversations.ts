import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Conversation, ConversationsPage } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { useIsLive } from '@/lib/messages/live-events';
import { messageKeys } from '@/lib/query-keys';

const NONE: Conversation[] = [];

const fetchConversations = (cursor: string, signal: AbortSignal) =>
  api.get<ConversationsPage>(`/api/messages/conversations${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`, { signal });

/** The same conversation once, in page order: a new message between two pages moves it to the first. */
function uniqueConversations(pages: readonly ConversationsPage[]): Conversation[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.conversations)
    .filter(({ listingId, otherUser }) => {
      const key = `${listingId}/${otherUser.id}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
}

/** GET /api/messages/conversations, newest first, page by page; refetched at the spec's default 30 s while live events are down. */
export function useConversations(enabled = true) {
  const live = useIsLive();
  const query = useInfiniteQuery({
    queryKey: messageKeys.conversations,
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    refetchInterval: live ? false : POLLING_MS.defaultRefetch,
  });
  const pages = query.data?.pages;
  const conversations = useMemo(() => (pages ? uniqueConversations(pages) : NONE), [pages]);
  return { query, conversations };
}

/**
 * The reader's conversation about one listing, wherever it stands in the inbox: the Send Message
 * dialog's Block/Report needs it, and a buyer's may be far below the inbox's first page.
 */
export function useConversationAbout(listingId: string) {
  const query = useQuery({
    queryKey: messageKeys.conversationAbout(listingId),
    queryFn: ({ signal }) => api.get<ConversationsPage>(`/api/messages/conversations?${new URLSearchParams({ listingId, limit: '1' })}`, { signal }),
  });
  return { query, conversation: query.data?.conversations[0] };
}
