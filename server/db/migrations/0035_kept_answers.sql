-- hand-written (issue 35, decision 045): hot reads keep whole answers until what they show
-- changes. Each domain of answers has a generation, a sequence that every statement able
-- to change one of its answers advances (statement-level triggers, as the search
-- generation of migration 0033: nextval takes no row lock, and a bulk write advances it
-- once). The session lookup reads every generation in its own statement, so a kept answer
-- costs no round trip to check (server/lib/generations.ts).
--
-- The trigger also takes a shared transaction-level advisory lock (class 1262833748,
-- "KEPT"; the domain's number), held until the writing transaction ends. A sequence moves
-- at once, but the rows it announces are seen only at commit: a reader that found the
-- generation already advanced yet read the rows before that commit would keep an old
-- answer under the new generation. So a reader about to keep an answer first looks in
-- pg_locks for a writer of that domain still open, and does not keep what it reads if
-- there is one. Shared locks never wait on each other: writers never queue here.
--
-- Counters that members' reads move (a discussion's view_count, and the updated_at that
-- its update names to keep it) are left out of the UPDATE OF lists, so opening a thread
-- does not drop every kept list; answers live at most a minute, which bounds how old such
-- a counter can be.
CREATE OR REPLACE FUNCTION "kept_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1262833748, TG_ARGV[0]::int);
  PERFORM nextval(TG_ARGV[1]::regclass);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Domain 1: discussions (the list's pages and each discussion with its replies).
CREATE SEQUENCE IF NOT EXISTS "kept_discussions_generation";--> statement-breakpoint
CREATE TRIGGER "discussion_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "title", "content", "category_id", "author_id", "is_pinned", "is_locked", "created_at", "last_activity_at", "edited_at", "hidden_at" ON "discussion" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('1', 'kept_discussions_generation');--> statement-breakpoint
CREATE TRIGGER "discussion_reply_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "discussion_reply" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('1', 'kept_discussions_generation');--> statement-breakpoint
CREATE TRIGGER "discussion_category_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "discussion_category" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('1', 'kept_discussions_generation');--> statement-breakpoint
-- What a member summary shows (server/lib/member-summary.ts), for the authors.
CREATE TRIGGER "users_kept_discussions_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "email", "profile_image_url", "title", "company", "membership" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('1', 'kept_discussions_generation');
