// Who a user is to other people in messages: a public name and an avatar, never the e-mail (which is
// the username here: SPEC signs in with the e-mail as username).
import type { ConversationUser } from '@yardsale/core/api-types';
import type { UserRow } from '@/services/users';

/** Shown when someone has set no display name. */
export const NAMELESS_USER = 'Neighbour';

export const publicNameOf = (user: Pick<UserRow, 'displayName'>) => user.displayName?.trim() || NAMELESS_USER;

export function conversationUser(user: Pick<UserRow, 'id' | 'displayName' | 'avatarUrl'>): ConversationUser {
  const name = publicNameOf(user);
  return { id: user.id, displayName: name, username: name, avatarUrl: user.avatarUrl };
}
