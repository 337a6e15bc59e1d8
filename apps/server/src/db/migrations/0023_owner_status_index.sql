-- My Loads filtered by status (its tabs) read one owner's posts newest first from
-- loads_status_created_idx, walking every post of that status to keep the owner's: at a million
-- posts page 1 of the big broker's ASSIGNED posts read 74 rows for its 10 (2.8 ms), and a deeper page
-- proportionally more. This index holds one owner's posts of one status in list order, ties by id,
-- so a page reads its own entries and sorts nothing (page 1: 0.2 ms).
CREATE INDEX "loads_owner_status_created_idx" ON "loads" USING btree ("owner_id","status","created_at","id");
