-- Pairs each of the new posts given with the ACTIVE posts of other companies that look like the same
-- load (same type, lane and pickup day, weight within 2% of the heavier, posted within 48 hours
-- before it) in possible_reposts, for the admin's queue (loads/reposts.ts). A function, so each
-- connection plans it once: through a pooler that sends every statement unnamed, it was planned on
-- every post, which cost many times running it. One plan whatever the number of ids (priced for
-- ten, a kept plan never looked as cheap as one made for a form's single post).
-- Each new post's look-alikes are found apart, on an index of ACTIVE posts by lane and pickup day:
-- joined whole (or through a LATERAL the planner pulls up, which OFFSET 0 prevents), the planner
-- read every ACTIVE post of the board. Companies are told apart by name, whatever its case and
-- spaces, as one company may have several accounts: each name read by its account's key (a join
-- planned once for any number of posts read every account). The pair's time is the statement's
-- clock.
CREATE FUNCTION flag_possible_reposts(new_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  INSERT INTO possible_reposts (load_id, earlier_load_id, created_at)
  SELECT n.id, o.id, now()
  FROM loads n
  CROSS JOIN LATERAL (
    SELECT o.id, o.owner_id FROM loads o
    WHERE o.status = 'ACTIVE' AND o.origin_zip = n.origin_zip
      AND o.destination_zip = n.destination_zip AND o.pickup_date = n.pickup_date
      AND o.load_type = n.load_type AND o.id <> n.id
      AND o.created_at BETWEEN n.created_at - interval '48 hours' AND n.created_at
      AND abs(o.weight - n.weight) <= 0.02 * greatest(o.weight, n.weight)
    OFFSET 0
  ) AS o
  WHERE n.id = ANY(new_ids)
    AND lower(btrim((SELECT company_name FROM users WHERE id = o.owner_id)))
      <> lower(btrim((SELECT company_name FROM users WHERE id = n.owner_id)))
  ON CONFLICT DO NOTHING;
END $$;
