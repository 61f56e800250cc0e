import { useSearchParams } from 'react-router';
import { ConversationView } from './components/conversation-view';
import { Inbox } from './components/inbox';

/**
 * /messages: the inbox, or one conversation at /messages?listing={listingId}&with={otherUserId}, so
 * /messages stays the only route and Back in the browser returns to the list.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const listingId = params.get('listing');
  const otherUserId = params.get('with');
  if (listingId && otherUserId) return <ConversationView key={`${listingId}/${otherUserId}`} listingId={listingId} otherUserId={otherUserId} />;
  return <Inbox />;
}
