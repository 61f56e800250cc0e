// Who a user is to other people in messages: a public name and an avatar, never the e-mail (which is
// the username here: SPEC signs in with the e-mail as username).
import type { ConversationUser } from '@yardsale/core/api-types';
import { NAMELESS_USER } from '@yardsale/core/messaging';
import type { UserRow } from '@/services/users';

/** The display name, else `nameless`: a mail or push gives the word of its reader's language; the app translates the English one. */
export const publicNameOf = (user: Pick<UserRow, 'displayName'>, nameless = NAMELESS_USER) => user.displayName?.trim() || nameless;

export function conversationUser(user: Pick<UserRow, 'id' | 'displayName' | 'avatarUrl'>): ConversationUser {
  const name = publicNameOf(user);
  return { id: user.id, displayName: name, username: name, avatarUrl: user.avatarUrl };
}
