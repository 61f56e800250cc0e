// Who administers: accounts granted by `npm run admin -- grant EMAIL`, and those ADMIN_EMAILS names.
import { eq, or, sql } from 'drizzle-orm';
import type { AppConfig } from '@/config';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import type { UserRow } from '@/services/users';

/**
 * An ADMIN_EMAILS name counts only once its owner has proved the address: anyone may register an
 * address that has no account yet (a new deployment, an administrator who deleted theirs).
 */
export const isAdministrator = (user: Pick<UserRow, 'isAdmin' | 'email' | 'emailVerified'>, config: Pick<AppConfig, 'adminEmails'>) =>
  user.isAdmin || (user.emailVerified && config.adminEmails.includes(user.email.toLowerCase()));

/** The addresses of every administrator with an account, and those of ADMIN_EMAILS. */
export async function administratorEmails(db: Db, config: Pick<AppConfig, 'adminEmails'>): Promise<string[]> {
  const granted = await db.select({ email: users.email }).from(users).where(or(eq(users.isAdmin, true), config.adminEmails.length ? sql`lower(${users.email}) in ${config.adminEmails}` : undefined));
  return [...new Set([...config.adminEmails, ...granted.map(({ email }) => email.toLowerCase())])];
}

/** `npm run admin -- grant|revoke EMAIL`: answers whether an account has that e-mail. */
export async function setAdministrator(db: Db, email: string, admin: boolean): Promise<boolean> {
  const changed = await db.update(users).set({ isAdmin: admin }).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).returning({ id: users.id });
  return changed.length > 0;
}
