-- hand-written (issue 35, decision 045): as migration 0035, for the job board's pages.
-- Domain 4: a posting, a saved mark (the Saved list is kept for its member), and what a
-- member summary shows of a poster. Applications are read fresh for each viewer.
CREATE SEQUENCE IF NOT EXISTS "kept_jobs_generation";--> statement-breakpoint
CREATE TRIGGER "job_posting_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "job_posting" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('4', 'kept_jobs_generation');--> statement-breakpoint
CREATE TRIGGER "saved_job_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "saved_job" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('4', 'kept_jobs_generation');--> statement-breakpoint
CREATE TRIGGER "users_kept_jobs_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "email", "profile_image_url", "title", "company", "membership" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('4', 'kept_jobs_generation');
