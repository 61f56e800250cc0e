CREATE TABLE "post_views" (
	"post_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "post_views_post_id_viewer_day_pk" PRIMARY KEY("post_id","viewer","day")
);
--> statement-breakpoint
CREATE INDEX "post_views_day_idx" ON "post_views" USING btree ("day");