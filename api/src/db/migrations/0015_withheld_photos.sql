CREATE TABLE "withheld_photos" (
	"url" text NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid,
	"classified_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withheld_photos_post_file" UNIQUE NULLS NOT DISTINCT("url","listing_id","classified_id")
);
--> statement-breakpoint
CREATE TABLE "withheld_photos_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withheld_photos" ADD CONSTRAINT "withheld_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withheld_photos" ADD CONSTRAINT "withheld_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withheld_photos" ADD CONSTRAINT "withheld_photos_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withheld_photos_listing_idx" ON "withheld_photos" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "withheld_photos_classified_idx" ON "withheld_photos" USING btree ("classified_id");
--> statement-breakpoint
-- The one row the version lives in (services/withheld-photos.ts raises it).
INSERT INTO "withheld_photos_version" ("id", "version") VALUES (1, 0);
