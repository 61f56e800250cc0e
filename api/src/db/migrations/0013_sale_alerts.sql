-- New-sale alerts (decision 0039): each person's places and radii, and the new sales that matched them
-- (pushed at once, e-mailed hourly). The GiST index finds the alerts around a new sale's place.
CREATE TABLE "sale_alert_matches" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"distance_km" double precision NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "sale_alert_matches_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "sale_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" double precision NOT NULL,
	"sale_types" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"place" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_alert_matches" ADD CONSTRAINT "sale_alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_alert_matches" ADD CONSTRAINT "sale_alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_alert_matches" ADD CONSTRAINT "sale_alert_matches_alert_id_sale_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."sale_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_alerts" ADD CONSTRAINT "sale_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_alert_matches_listing_idx" ON "sale_alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "sale_alert_matches_mail_idx" ON "sale_alert_matches" USING btree ("mailed_at","user_id");--> statement-breakpoint
CREATE INDEX "sale_alerts_user_idx" ON "sale_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_alerts_place_idx" ON "sale_alerts" USING gist (ll_to_earth("latitude", "longitude"));
