// Who a push about posts may go to: push turned on, an account in use and not suspended.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '@/db/schema';

export const pushOnAndActive = () => and(sql`(${users.notificationSettings}->>'push')::boolean`, eq(users.isActive, true), isNull(users.suspendedAt));
