import { and, eq, ne, sql } from 'drizzle-orm';
import type { ReportedAccount } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import type { RegistrationInput } from '@yardsale/core/schemas/auth';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import type { Db } from '@/db/client';
import { DEFAULT_PREFERENCES, reports, sessions, smsOutbox, users } from '@/db/schema';
import { conflict, invalid } from '@/services/errors';
import { photoFilesOf, removeAccountPhotos } from './account-photos';
import { forgetUnkeptMessagesOf } from './messages/account-deletion';
import { publicNameOf } from './messages/people';
import type { UploadStore } from './uploads';
import { hashPassword, verifyPassword } from './passwords';
import { mergeJson } from './profile';
import { forgetMailOf } from './mail';
import { hashToken } from './sessions';
import { consumeToken, findUsedToken, isTokenUsable, withdrawTokens } from './tokens';
import type { UserRow } from './users';

// The server's answers, in core so that the app shows them in the reader's language.

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalizeEmail(email)}`).limit(1);
  return user;
}

/** The e-mail is the username (SPEC section 3): both are stored, lower-cased. */
export async function registerUser(db: Db, input: RegistrationInput): Promise<UserRow> {
  const email = normalizeEmail(input.username);
  const passwordHash = await hashPassword(input.password);
  const preferences = { ...DEFAULT_PREFERENCES, language: languageOr(input.language) };
  const [user] = await db.insert(users).values({ username: email, email, passwordHash, preferences }).onConflictDoNothing().returning();
  if (!user) throw conflict(AUTH_MESSAGES.accountExists);
  return user;
}

// Checking a password against this when no account exists takes as long as a real check, so the
// answer's timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

/** The user for these credentials, or undefined; an inactive account never signs in. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    return undefined;
  }
  const valid = await verifyPassword(user.passwordHash, password);
  return valid && user.isActive ? user : undefined;
}

export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}

/** Sets a new password, ends every session but `keepSessionToken` (none after a reset), withdraws reset links; answers the account's e-mail. */
export async function setPassword(db: Db, userId: string, newPassword: string, keepSessionToken?: string): Promise<string | undefined> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction((tx) => savePasswordHash(tx, userId, passwordHash, keepSessionToken));
}

async function savePasswordHash(tx: Db, userId: string, passwordHash: string, keepSessionToken?: string): Promise<string | undefined> {
  const [user] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ email: users.email });
  const others = keepSessionToken ? ne(sessions.idHash, hashToken(keepSessionToken)) : undefined;
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), others));
  // A reset link mailed before the change must not be able to undo it; the one just used stays
  // used until it expires, for resetAlreadyDone.
  await withdrawTokens(tx, userId, 'reset-password');
  return user?.email;
}

/**
 * POST reset-password/complete: the password set with a mailed link, in one transaction with the
 * link's use, so a reset sent twice at once finds the password set when it finds the link used.
 * Undefined (nothing set) when the link is not good; else the account's e-mail.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<{ email: string | undefined } | undefined> {
  // Hashing costs 40 ms of CPU: only for a link that is good (the transaction still decides, once).
  if (!(await isTokenUsable(db, token, 'reset-password'))) return undefined;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset-password');
    return userId ? { email: await savePasswordHash(tx, userId, passwordHash) } : undefined;
  });
}

/** How long after a reset link set a password the same request, sent again, is answered as done. */
const RESET_RETRY_MS = 60_000;

/**
 * A reset sent again (a double tap, or an answer lost on a weak network): whether this link set this
 * very password within the last minute. Only then is it answered as done; it changes nothing.
 */
export async function resetAlreadyDone(db: Db, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  const used = await findUsedToken(db, token, 'reset-password', new Date(now.getTime() - RESET_RETRY_MS));
  const [user] = used ? await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, used.userId)) : [];
  return user !== undefined && (await verifyPassword(user.passwordHash, newPassword));
}

/** The signed-in user's current password, checked again before it is changed. */
export async function checkCurrentPassword(user: UserRow, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw invalid(AUTH_MESSAGES.currentPasswordIncorrect, { currentPassword: AUTH_MESSAGES.currentPasswordIncorrect });
  }
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function acceptConsent(db: Db, user: UserRow): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ preferences: mergeJson(users.preferences, { termsAccepted: true, ageVerified: true }), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/**
 * Deletes the account; listings, favorites, its side of each conversation and sessions go with it
 * (foreign keys cascade), and so do its files: every listing photo, attached or not, and the avatar.
 * The other side of a conversation keeps its copy (decision 0092). Reports stay for the
 * administrators: one against this account keeps who it was, one it filed loses its reporter.
 */
export async function deleteAccount(db: Db, uploads: UploadStore, user: UserRow, password: string, now = new Date()): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalid(REQUEST_MESSAGES.passwordIncorrect, { password: REQUEST_MESSAGES.passwordIncorrect });
  }
  await eraseAccount(db, uploads, user, now);
}

/** deleteAccount without the password: the review desk's completion of a data deletion request. */
export async function eraseAccount(db: Db, uploads: UploadStore, user: UserRow, now = new Date()): Promise<void> {
  const removeFiles = await db.transaction((tx) => eraseAccountRows(tx, uploads, user, now));
  await removeFiles();
}

/**
 * The account's rows, erased in the caller's transaction `tx`; what it answers removes the account's
 * files, to be called once that transaction is committed (a rolled-back erasure keeps its photos).
 */
export async function eraseAccountRows(tx: Db, uploads: UploadStore, read: UserRow, now: Date): Promise<() => Promise<void>> {
  // Under the person's lock, nothing they post is saved in between (refuseIfGone waits for it), so
  // every photo is read; and the row read again, with the avatar and number it has now.
  const [user] = await tx.select().from(users).where(eq(users.id, read.id)).for('no key update');
  if (!user) return async () => {}; // erased meanwhile
  const account: ReportedAccount = { id: user.id, displayName: publicNameOf(user), email: user.email, createdAt: user.createdAt.toISOString(), deletedAt: now.toISOString() };
  const photos = await photoFilesOf(tx, user.id);
  await tx.update(reports).set({ reportedAccount: account }).where(eq(reports.reportedId, user.id));
  await tx.delete(users).where(eq(users.id, user.id));
  await forgetUnkeptMessagesOf(tx, user.id);
  // Mail to the account and mail it wrote to support, sent or not, and texts kept unsent to its
  // number (development: decision 0077) go with it (decision 0081).
  await forgetMailOf(tx, user.email);
  if (user.smsNumber) await tx.delete(smsOutbox).where(eq(smsOutbox.to, user.smsNumber));
  return async () => {
    await removeAccountPhotos(uploads, user.id, photos);
    if (user.avatarUrl) await uploads.remove(user.avatarUrl);
  };
}
