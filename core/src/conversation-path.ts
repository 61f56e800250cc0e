// SPEC section 2 "/messages": one conversation is a listing and the other person, opened at
// /messages?listing={id}&with={userId}. The app links there, and so do the e-mail and the push
// notification of a new message.

import { CONVERSATION_PARAMS } from './constants';

/** The path of the conversation about `listingId` with `otherUserId`. */
export const conversationPath = (listingId: string, otherUserId: string) =>
  `/messages?${CONVERSATION_PARAMS.listing}=${encodeURIComponent(listingId)}&${CONVERSATION_PARAMS.otherUser}=${encodeURIComponent(otherUserId)}`;
