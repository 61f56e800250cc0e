import { useSearchParams } from 'react-router';
import { CONVERSATION_PARAMS } from '@yardsale/core/constants';
import { ConversationView } from './components/conversation-view';
import { Inbox } from './components/inbox';

/**
 * /messages: the inbox, or one conversation at /messages?listing={listingId}&with={otherUserId}, so
 * /messages stays the only route and Back in the browser returns to the list.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const listingId = params.get(CONVERSATION_PARAMS.listing);
  const otherUserId = params.get(CONVERSATION_PARAMS.otherUser);
  if (listingId && otherUserId) return <ConversationView key={`${listingId}/${otherUserId}`} listingId={listingId} otherUserId={otherUserId} />;
  return <Inbox />;
}
