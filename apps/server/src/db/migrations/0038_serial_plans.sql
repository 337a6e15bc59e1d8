-- Every statement of the app is a short read that stops after its page, or a write. Planned with
-- parallel workers, a deep page of the board was several times slower than one process reading the
-- same index (bench/RESULTS.md): each worker starts for it and they merge their parts, on cores that
-- serve other requests meanwhile. So the app's own role plans without them in this database; other
-- roles (an operator's reports) keep the server's setting. A role may set its own defaults.
DO $$
BEGIN
  EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET max_parallel_workers_per_gather = 0', current_database());
END $$;
