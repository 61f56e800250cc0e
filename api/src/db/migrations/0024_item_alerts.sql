-- Item alerts (decision 0061): each person's watched /classifieds searches, and the new items that matched
-- them (pushed at once, e-mailed hourly). The GiST index finds the alerts around a new item's point.
CREATE TABLE "item_alert_matches" (
	"user_id" uuid NOT NULL,
	"classified_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"distance_km" double precision NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "item_alert_matches_user_id_classified_id_pk" PRIMARY KEY("user_id","classified_id")
);
--> statement-breakpoint
CREATE TABLE "item_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"terms" text[] DEFAULT '{}' NOT NULL,
	"category" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" double precision NOT NULL,
	"place" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_alert_matches" ADD CONSTRAINT "item_alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alert_matches" ADD CONSTRAINT "item_alert_matches_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alert_matches" ADD CONSTRAINT "item_alert_matches_alert_id_item_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."item_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alerts" ADD CONSTRAINT "item_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_alert_matches_classified_idx" ON "item_alert_matches" USING btree ("classified_id");--> statement-breakpoint
CREATE INDEX "item_alert_matches_mail_idx" ON "item_alert_matches" USING btree ("mailed_at","user_id");--> statement-breakpoint
CREATE INDEX "item_alerts_user_idx" ON "item_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "item_alerts_place_idx" ON "item_alerts" USING gist (ll_to_earth("latitude", "longitude"));
