import type { Conversation } from '@yardsale/core/api-types';
import { useThread } from '../api/thread';

/** Who and what an open conversation is about, as its own newest page answers it (null until loaded). */
export function useConversationSummary(listingId: string, otherUserId: string): Pick<Conversation, 'otherUser' | 'listing'> | null {
  const page = useThread(listingId, otherUserId).query.data?.pages[0];
  return page?.otherUser ? { otherUser: page.otherUser, listing: page.listing } : null;
}
