-- The admin's lists of every post and every request are newest first: without an index leading with
-- created_at, page 1 sorted the whole table (a million posts: 400 ms).
CREATE INDEX "loads_created_idx" ON "loads" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "load_requests_created_idx" ON "load_requests" USING btree ("created_at" DESC, "id" DESC);
