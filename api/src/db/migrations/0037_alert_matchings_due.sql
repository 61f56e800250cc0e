-- Alert matching outlives its process (decision 0080): a post or an edit writes that its matching is
-- due before the answer, and the row goes once the matching ran. Before, a process stopped between the
-- answer and the matching (a deploy, a crash) left the people the post fitted never told.
CREATE TABLE "alert_matchings_due" (
	"kind" text NOT NULL,
	"post_id" uuid NOT NULL,
	"fit_before" uuid[] DEFAULT '{}' NOT NULL,
	"request_id" uuid NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_matchings_due_kind_post_id_pk" PRIMARY KEY("kind","post_id")
);
--> statement-breakpoint
CREATE INDEX "alert_matchings_due_run_idx" ON "alert_matchings_due" USING btree ("run_after");