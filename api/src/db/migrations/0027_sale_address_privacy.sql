-- Decision 0069: a seller may keep a sale's exact address from others until the evening before. Others
-- search, sort and see the public point, which is the exact one for every sale posted so far.
ALTER TABLE "listings" ADD COLUMN "hide_exact_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "address_shown_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The public point: the exact one, or while the address is kept (address_shown_from set) the point snapped
-- to PUBLIC_GRID_DEG (0.01°, core/constants.ts). The hourly run clears address_shown_from once it has passed.
ALTER TABLE "listings" ADD COLUMN "public_latitude" double precision GENERATED ALWAYS AS (CASE WHEN "address_shown_from" IS NULL THEN "latitude" ELSE round("latitude" * 100) / 100 END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "public_longitude" double precision GENERATED ALWAYS AS (CASE WHEN "address_shown_from" IS NULL THEN "longitude" ELSE round("longitude" * 100) / 100 END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_address_shown_idx" ON "listings" USING btree ("address_shown_from") WHERE "listings"."address_shown_from" is not null;--> statement-breakpoint
-- The geo index of migration 0001, over the public point: a viewport or a nearest-first search never
-- tells where a private address is.
DROP INDEX IF EXISTS "listings_geo_window_idx";--> statement-breakpoint
CREATE INDEX "listings_geo_window_idx" ON "listings" USING gist (
  ll_to_earth("public_latitude", "public_longitude"),
  tstzrange("visible_from", "visible_until", '[]')
) WHERE "is_active";--> statement-breakpoint
-- The map cache's boxes (migration 0011) around the points the map shows: the public ones.
CREATE OR REPLACE FUNCTION listing_map_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_note_change(min(public_latitude), min(public_longitude), max(public_latitude), max(public_longitude)) FROM changed HAVING count(*) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_map_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_note_change(min(lat), min(lng), max(lat), max(lng))
  FROM (
    SELECT unnest(array[o.public_latitude, r.public_latitude]) AS lat, unnest(array[o.public_longitude, r.public_longitude]) AS lng
    FROM old_rows o JOIN new_rows r USING (id)
    WHERE (o.public_latitude, o.public_longitude, o.title, o.visible_from, o.visible_until, o.is_active, o.is_estate_sale, o.is_moving_sale,
           o.is_community_sale, o.category, o.categories, o.dates, o.user_id)
      IS DISTINCT FROM
          (r.public_latitude, r.public_longitude, r.title, r.visible_from, r.visible_until, r.is_active, r.is_estate_sale, r.is_moving_sale,
           r.is_community_sale, r.category, r.categories, r.dates, r.user_id)
  ) AS positions
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
