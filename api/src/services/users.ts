import type { CurrentUser } from '@yardsale/core/api-types';
import type { users } from '@/db/schema';

export type UserRow = typeof users.$inferSelect;

/** What a user may see of their own account: never the password hash. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    preferences: user.preferences,
    notificationSettings: user.notificationSettings,
    createdAt: user.createdAt.toISOString(),
  };
}
