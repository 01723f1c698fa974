-- hand-written (issue 35, decision 045): as migration 0035, for the gallery's pages.
-- Domain 5: a photo (its thumbnail too, written once it is made), and what a member
-- summary shows of an uploader.
CREATE SEQUENCE IF NOT EXISTS "kept_gallery_generation";--> statement-breakpoint
CREATE TRIGGER "photo_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "photo" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('5', 'kept_gallery_generation');--> statement-breakpoint
CREATE TRIGGER "users_kept_gallery_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "email", "profile_image_url", "title", "company", "membership" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('5', 'kept_gallery_generation');
