-- hand-written (issue 23, decision 026): the search columns live outside the Drizzle
-- schema, so the rows features read and write (select() of a whole row, every session's
-- member lookup) never carry a vector; only the search's own SQL reads them
-- (server/features/search/kinds.ts). drizzle-kit's snapshots do not know them, like the
-- tables in server/db/schema. Generated and stored: every writer keeps them right.
ALTER TABLE "discussion_reply" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "discussion" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("location", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "photo_album" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "job_posting" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("company", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("location", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "resource" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("first_name", '')), 'A') || setweight(to_tsvector('english', coalesce("last_name", '')), 'A') || setweight(to_tsvector('english', coalesce("title", '')), 'B') || setweight(to_tsvector('english', coalesce("company", '')), 'B') || setweight(to_tsvector('english', coalesce("bio", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "discussion_reply_search_idx" ON "discussion_reply" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "discussion_search_idx" ON "discussion" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "event_search_idx" ON "event" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "photo_album_search_idx" ON "photo_album" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "photo_search_idx" ON "photo" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_posting_search_idx" ON "job_posting" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "resource_search_idx" ON "resource" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint
-- Names match by trigram as well ("Jon" finds "John"); drizzle-kit declares
-- no operator classes on expressions. The expression must stay the one the search builds
-- (server/features/search/kinds.ts, memberName), or the planner will not match it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);
