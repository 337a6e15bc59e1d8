-- The board's lists walk index-only scans of loads, which read the table for every entry on a page
-- not yet marked all-visible: the newest posts and every post changed since the last vacuum. By
-- default autovacuum waits for a fifth of the table to be new or changed (200,000 posts at a
-- million), so a board busy with new posts read the table for each of them. Vacuum after every
-- thousand new posts instead (a vacuum of new rows alone reads only their pages), and after one in
-- a hundred posts has changed.
ALTER TABLE "loads" SET (
  autovacuum_vacuum_insert_threshold = 1000,
  autovacuum_vacuum_insert_scale_factor = 0,
  autovacuum_vacuum_scale_factor = 0.01
);
