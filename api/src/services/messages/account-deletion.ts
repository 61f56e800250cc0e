// What happens to messages when an account is deleted (decision 0092): its own conversation sides go
// with it (their foreign key cascades), the other side keeps its copy under 'Deleted account', as
// the privacy policy promises, and a message that no remaining side shows is deleted.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * Deletes the messages to or from `userId` (whose account is gone) that no other person's conversation
 * side shows, and the sides that show none of them: deleted there before, they cannot show again.
 */
export async function forgetUnkeptMessagesOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    delete from conversations c
    where c.other_user_id = ${userId} and c.hidden_before is not null and c.last_message_at <= c.hidden_before`);
  await db.execute(sql`
    delete from messages m
    where (m.sender_id = ${userId} or m.receiver_id = ${userId})
      and not exists (
        select 1 from conversations c
        where c.user_id = case when m.sender_id = ${userId} then m.receiver_id else m.sender_id end
          and c.listing_id = m.listing_id and c.other_user_id = ${userId}
          and (c.hidden_before is null or m.created_at > c.hidden_before))`);
}
