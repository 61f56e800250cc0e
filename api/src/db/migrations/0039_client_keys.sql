-- A sale, a classified or a message sent again with the same Idempotency-Key by the same person is made
-- once (decision 0084): a retry after an answer lost on a weak network gets what the first request made.
ALTER TABLE "classifieds" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "classifieds_client_key_idx" ON "classifieds" USING btree ("user_id","client_key") WHERE "classifieds"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_client_key_idx" ON "listings" USING btree ("user_id","client_key") WHERE "listings"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("sender_id","client_key") WHERE "messages"."client_key" is not null;
