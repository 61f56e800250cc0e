// Who a user is to other people in messages: a public name and an avatar, never the e-mail (which is
// the username here: SPEC signs in with the e-mail as username).
import type { ConversationUser } from '@yardsale/core/api-types';
import { DELETED_ACCOUNT_NAME, NAMELESS_USER } from '@yardsale/core/messaging';
import type { UserRow } from '@/services/users';

/** The display name, else `nameless`: a mail or push gives the word of its reader's language; the app translates the English one. */
export const publicNameOf = (user: Pick<UserRow, 'displayName'>, nameless = NAMELESS_USER) => user.displayName?.trim() || nameless;

/** The other person of a conversation; `id` alone when their account was deleted (decision 0092). */
export function conversationUser(id: string, user: Pick<UserRow, 'displayName' | 'avatarUrl'> | null | undefined): ConversationUser {
  if (!user) return { id, displayName: DELETED_ACCOUNT_NAME, username: DELETED_ACCOUNT_NAME, avatarUrl: null, deleted: true };
  const name = publicNameOf(user);
  return { id, displayName: name, username: name, avatarUrl: user.avatarUrl };
}
