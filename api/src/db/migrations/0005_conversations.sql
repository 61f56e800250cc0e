-- Messaging: each side of a conversation as a row kept by every message (the inbox in one indexed read,
-- with its unread count and what that side deleted), replacing conversation_deletions; reports keep
-- their evidence. No message could be sent before this migration, so there is nothing to fill in.
CREATE TABLE "conversations" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"listing_type" text NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"hidden_before" timestamp with time zone,
	CONSTRAINT "conversations_user_id_listing_id_other_user_id_pk" PRIMARY KEY("user_id","listing_id","other_user_id")
);
--> statement-breakpoint
DROP TABLE "conversation_deletions" CASCADE;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence" jsonb DEFAULT '{"messages":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ("user_id","last_message_at" DESC NULLS LAST,"listing_id","other_user_id");