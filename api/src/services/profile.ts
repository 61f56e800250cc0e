import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ProfileUpdateInput } from '@yardsale/core/schemas/profile';
import { SMS_MESSAGES } from '@yardsale/core/schemas/sms';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { invalid } from './errors';
import { reencodeImage } from './images';
import type { UploadStore } from './uploads';
import type { UserRow } from './users';

const AVATAR_SIZE = { width: 256, height: 256, fit: 'cover' } as const;

/** Applies the changed parts of a profile; a new avatar replaces (and deletes) the old file. */
export async function updateProfile(db: Db, uploads: UploadStore, user: UserRow, input: ProfileUpdateInput, avatar?: Buffer): Promise<UserRow> {
  // Texts go to a proven number only (decision 0077): POST /api/users/sms-number/verify turns them on.
  // Checked again in the update, in case the number is being removed at this moment.
  const needsNumber = input.notificationSettings?.sms === true;
  if (needsNumber && !user.smsNumber) throw invalid(SMS_MESSAGES.numberNeeded);
  const changes: PgUpdateSetSource<typeof users> = { updatedAt: new Date() };
  if (input.displayName !== undefined && input.displayName !== '') changes.displayName = input.displayName;
  if (input.bio !== undefined) changes.bio = input.bio;
  // Merged in SQL, not from the row read earlier: two quick saves (or a save racing consent) must
  // not overwrite each other's keys.
  if (input.preferences) changes.preferences = mergeJson(users.preferences, definedOnly(input.preferences));
  if (input.notificationSettings) {
    changes.notificationSettings = mergeJson(users.notificationSettings, definedOnly(input.notificationSettings));
  }
  if (avatar) changes.avatarUrl = await uploads.put('avatars', await reencodeImage(avatar, AVATAR_SIZE), 'webp');

  const [updated] = await db.update(users).set(changes).where(and(eq(users.id, user.id), needsNumber ? isNotNull(users.smsNumber) : undefined)).returning();
  if (!updated) {
    if (changes.avatarUrl) await uploads.remove(changes.avatarUrl as string);
    throw invalid(SMS_MESSAGES.numberNeeded);
  }
  if (avatar && user.avatarUrl) await uploads.remove(user.avatarUrl);
  return updated;
}

/** `column || changes` as JSONB: only the given keys change. */
export const mergeJson = (column: PgColumn, changes: object): SQL => sql`${column} || ${JSON.stringify(changes)}::jsonb`;

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
