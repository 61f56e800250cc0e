// SPEC section 2 "/messages": one conversation is a listing and the other person, opened at
// /messages?listing={id}&with={userId}. The app links there, and so do the e-mail and the push
// notification of a new message.

/** The path of the conversation about `listingId` with `otherUserId`. */
export const conversationPath = (listingId: string, otherUserId: string) => `/messages?listing=${encodeURIComponent(listingId)}&with=${encodeURIComponent(otherUserId)}`;
