-- hand-written (issue 35, decision 045): search's generation (migration 0033, decision
-- 040) becomes domain 7 of the kept answers. Its sequence takes the domains' name, so the
-- session lookup reads it with the others, and its trigger function also takes the
-- domain's shared advisory lock, so a search read while a writer is still open is not
-- kept (decision 040 bounded that window by the minute's limit alone). The triggers of
-- migration 0033 call this function by name and stay as they are.
ALTER SEQUENCE IF EXISTS "search_generation" RENAME TO "kept_search_generation";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "kept_search_generation";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1262833748, 7);
  PERFORM nextval('kept_search_generation');
  RETURN NULL;
END
$$;
