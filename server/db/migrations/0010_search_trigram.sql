-- Trigram indexes for the two "contains" searches (docs/benchmarks.md): an ILIKE '%term%'
-- can use them instead of scanning every member or resource. Written by hand: drizzle-kit
-- declares neither extensions nor operator classes on expressions. Each expression must stay
-- exactly the one the search builds (server/features/members/directory.ts,
-- server/features/resources/service.ts), or the planner will not match it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("company", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_search_trgm_idx" ON "resource" USING gin (("title" || E'\n' || coalesce("description", '')) gin_trgm_ops);
