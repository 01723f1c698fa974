-- hand-written (issue 35, decision 045): as migration 0035, for the resource library's
-- pages. Domain 3: a resource (its download count too: the card shows it, and a member who
-- opens one sees the count move), a category, and what a member summary shows of an
-- uploader.
CREATE SEQUENCE IF NOT EXISTS "kept_resources_generation";--> statement-breakpoint
CREATE TRIGGER "resource_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "resource" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('3', 'kept_resources_generation');--> statement-breakpoint
CREATE TRIGGER "resource_category_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "resource_category" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('3', 'kept_resources_generation');--> statement-breakpoint
CREATE TRIGGER "users_kept_resources_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "email", "profile_image_url", "title", "company", "membership" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('3', 'kept_resources_generation');
