-- Rate-limit counters shared by every server process (server/security/rate-limit.ts).
-- Written by hand: drizzle-kit cannot declare UNLOGGED tables, and losing the counts in a
-- crash only resets some windows early. The table is kept out of shared/schema (and so out
-- of drizzle-kit's snapshots); server/db/schema/rate-limits.ts describes it for queries.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_counter_window_ends_idx" ON "rate_limit_counter" USING btree ("window_ends");
