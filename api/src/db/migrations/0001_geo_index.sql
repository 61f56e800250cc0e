-- Nearest-first and viewport queries on active sales: one GiST index over the location (cube) and the
-- absolute visible window, so finished sales are skipped inside the index (measured in shared/GEO.md).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_geo_window_idx" ON "listings" USING gist (
  ll_to_earth("latitude", "longitude"),
  tstzrange("visible_from", "visible_until", '[]')
) WHERE "is_active";
