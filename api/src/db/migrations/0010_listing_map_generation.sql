-- The map's cached tiles (decision 0016): one number, raised by every statement that can change what a
-- map marker shows (a sale added, removed, moved, renamed, retyped, hidden, shown or rescheduled; by
-- the API, the review desk, a cascade from a deleted account, the demo seed or a bulk load alike).
-- The update is part of the writer's transaction, so readers see the new number only with the change.
CREATE TABLE "listing_map_generation" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_map_generation_singleton" CHECK ("listing_map_generation"."singleton")
);
--> statement-breakpoint
INSERT INTO "listing_map_generation" ("singleton", "value") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION listing_map_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_map_generation SET value = value + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Per statement, not per row: a bulk load or a suspension of a seller's fifty sales raises it once.
-- Views and the texts only the sheet shows (description, address, photos) leave the map as it is.
CREATE TRIGGER listings_map_changed AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF latitude, longitude, title, visible_from, visible_until, is_active, is_estate_sale, is_moving_sale,
    is_community_sale, category, categories, dates, user_id
  ON listings FOR EACH STATEMENT EXECUTE FUNCTION listing_map_changed();
