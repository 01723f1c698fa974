-- hand-written (issue 23, decision 026-search-cache): search answers are cached, and a
-- cached answer is good only while nothing it was read from has changed. Every write that
-- can change a search's answer (what matches, what a hit shows, who may see it) advances
-- one sequence; the cache keys its entries by the sequence's value, read before each
-- search (server/features/search/cache.ts). A sequence, not a counter row: nextval takes
-- no row lock, so concurrent writers never queue for it; statement-level triggers, so a
-- bulk write (the large seed) advances it once. Counters that no search shows (views,
-- downloads, last activity) are left out of the UPDATE OF lists, so reading a discussion
-- does not empty the cache. TRUNCATE (the tests' reset) counts as a write.
CREATE SEQUENCE IF NOT EXISTS "search_generation";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_generation');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "discussion_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "title", "content", "category_id", "author_id", "hidden_at", "created_at", "edited_at" ON "discussion" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "discussion_reply_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "discussion_id", "author_id", "content", "hidden_at", "created_at", "edited_at" ON "discussion_reply" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "discussion_category_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "discussion_category" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "event_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "event" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "job_posting_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "job_posting" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "resource_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "title", "type", "description", "url", "category_id", "uploaded_by", "is_public", "hidden_at", "created_at" ON "resource" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "photo_album_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "description", "created_by", "is_public", "created_at" ON "photo_album" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "photo_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "photo" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "users_search_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "email", "profile_image_url", "title", "company", "bio", "membership", "profile_hidden_at", "joined_at" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
-- A member's own hidden items are theirs to find (decision 021), so their searches are
-- cached apart from everyone else's; these answer "has this member any?" from a few rows.
CREATE INDEX IF NOT EXISTS "discussion_hidden_author_idx" ON "discussion" ("author_id") WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "discussion_reply_hidden_author_idx" ON "discussion_reply" ("author_id") WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_hidden_author_idx" ON "event" ("created_by") WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_posting_hidden_author_idx" ON "job_posting" ("posted_by") WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_hidden_author_idx" ON "resource" ("uploaded_by") WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "photo_hidden_author_idx" ON "photo" ("uploaded_by") WHERE "hidden_at" IS NOT NULL;
