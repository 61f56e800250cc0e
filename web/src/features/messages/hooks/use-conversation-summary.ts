import type { Conversation } from '@yardsale/core/api-types';
import { useThread } from '../api/thread';

/** Who and what an open conversation is about, as its own newest page answers it (null until loaded). */
export function useConversationSummary(listingId: string, otherUserId: string): Pick<Conversation, 'otherUser' | 'listing'> | null {
  const page = useThread(listingId, otherUserId).query.data?.pages[0];
  return page?.otherUser ? { otherUser: page.otherUser, listing: page.listing } : null;
}

/**
 * True once the conversation's newest page says its listing was deleted: the server refuses any
 * message about it, so the input bar gives way to a notice. (A thread the reader has no side of
 * answers no person either, and stays open: a first message may start it.)
 */
export function useListingDeleted(listingId: string, otherUserId: string): boolean {
  const page = useThread(listingId, otherUserId).query.data?.pages[0];
  return Boolean(page?.otherUser && !page.listing);
}
