// Who may hear of posts by push or e-mail: an account in use and not suspended, and for a push, with push on.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '@/db/schema';

export const accountInUse = () => and(eq(users.isActive, true), isNull(users.suspendedAt));

export const pushOnAndActive = () => and(sql`(${users.notificationSettings}->>'push')::boolean`, accountInUse());
