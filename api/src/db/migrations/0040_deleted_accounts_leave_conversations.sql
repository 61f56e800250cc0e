-- A deleted account's messages stay in the other side's conversation until that side deletes it (decision
-- 0092): the two people of a message and the other person of a conversation side lose their foreign keys.
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_other_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_receiver_id_users_id_fk";
