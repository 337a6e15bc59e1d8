CREATE TABLE "post_places_version" (
	"version" uuid NOT NULL
);
--> statement-breakpoint
-- The process keeps what a place filter's text matched while this value stays (loads/places.ts):
-- drawn anew, in the same transaction, whenever a post brings a place post_places did not hold.
INSERT INTO "post_places_version" ("version") VALUES (gen_random_uuid());
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_places_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  added integer;
BEGIN
  INSERT INTO post_places (zip, location)
  SELECT origin_zip, origin_location FROM new_rows
  UNION
  SELECT destination_zip, destination_location FROM new_rows
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS added = ROW_COUNT;
  IF added > 0 THEN
    UPDATE post_places_version SET version = gen_random_uuid();
  END IF;
  RETURN NULL;
END $$;
