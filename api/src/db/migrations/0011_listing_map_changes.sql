CREATE TABLE "listing_map_changes" (
	"generation" bigint PRIMARY KEY NOT NULL,
	"south" double precision,
	"west" double precision,
	"north" double precision,
	"east" double precision
);
--> statement-breakpoint
-- The map cache's invalidation by area (decision 0016, amended): every raise of the generation also
-- records the box around what changed, so a process catching up drops only the tiles it touches.
CREATE FUNCTION listing_map_note_change(s double precision, w double precision, n double precision, e double precision)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE listing_map_generation SET value = value + 1 RETURNING value INTO raised;
  INSERT INTO listing_map_changes (generation, south, west, north, east) VALUES (raised, s, w, n, e);
  -- A process further behind than this empties its whole cache, as before.
  DELETE FROM listing_map_changes WHERE generation <= raised - 1000;
END
$$;--> statement-breakpoint
-- Inserted or deleted rows, as the transition table "changed" (both triggers name it so).
CREATE FUNCTION listing_map_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_note_change(min(latitude), min(longitude), max(latitude), max(longitude)) FROM changed HAVING count(*) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Updated rows whose marker or visibility changed (views and sheet-only texts leave the map as it is):
-- their old and new positions.
CREATE FUNCTION listing_map_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_note_change(min(lat), min(lng), max(lat), max(lng))
  FROM (
    SELECT unnest(array[o.latitude, r.latitude]) AS lat, unnest(array[o.longitude, r.longitude]) AS lng
    FROM old_rows o JOIN new_rows r USING (id)
    WHERE (o.latitude, o.longitude, o.title, o.visible_from, o.visible_until, o.is_active, o.is_estate_sale, o.is_moving_sale,
           o.is_community_sale, o.category, o.categories, o.dates, o.user_id)
      IS DISTINCT FROM
          (r.latitude, r.longitude, r.title, r.visible_from, r.visible_until, r.is_active, r.is_estate_sale, r.is_moving_sale,
           r.is_community_sale, r.category, r.categories, r.dates, r.user_id)
  ) AS positions
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_map_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_map_note_change(NULL, NULL, NULL, NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER listings_map_changed ON listings;--> statement-breakpoint
DROP FUNCTION listing_map_changed();--> statement-breakpoint
-- Per statement, not per row: a bulk load or a suspension of a seller's fifty sales raises it once.
CREATE TRIGGER listings_map_inserted AFTER INSERT ON listings REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_rows_changed();--> statement-breakpoint
CREATE TRIGGER listings_map_deleted AFTER DELETE ON listings REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_rows_changed();--> statement-breakpoint
CREATE TRIGGER listings_map_updated AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_rows_updated();--> statement-breakpoint
CREATE TRIGGER listings_map_truncated AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_truncated();
