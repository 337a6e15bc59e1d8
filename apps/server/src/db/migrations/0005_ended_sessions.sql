CREATE TABLE "ended_sessions" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_index" ON "ended_sessions" USING btree ("expires_at");