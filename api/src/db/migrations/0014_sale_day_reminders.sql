-- The morning push of a sale day (decision 0042): one a person a day, claimed by inserting the row.
CREATE TABLE "sale_day_reminders" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_day_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "sale_day_reminders" ADD CONSTRAINT "sale_day_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_day_reminders_sent_idx" ON "sale_day_reminders" USING btree ("sent_at");