-- hand-written (issue 35, decision 045): as migration 0035, for the directory's pages.
-- Domain 6: a member's row (every column: the card shows most of them, and who is listed
-- follows membership and hiding), their skills (the endorsement count is kept on the
-- user_skill row) and the skills catalog. Who endorsed what is the viewer's own and read
-- fresh.
CREATE SEQUENCE IF NOT EXISTS "kept_members_generation";--> statement-breakpoint
CREATE TRIGGER "users_kept_members_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('6', 'kept_members_generation');--> statement-breakpoint
CREATE TRIGGER "user_skill_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "user_skill" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('6', 'kept_members_generation');--> statement-breakpoint
CREATE TRIGGER "skill_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "skill" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('6', 'kept_members_generation');
