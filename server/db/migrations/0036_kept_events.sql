-- hand-written (issue 35, decision 045): as migration 0035, for the calendar's pages.
-- Domain 2: events (the calendar's pages): an event, an RSVP, and what a member summary
-- shows of its organiser and its first attendees.
CREATE SEQUENCE IF NOT EXISTS "kept_events_generation";--> statement-breakpoint
CREATE TRIGGER "event_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "event" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('2', 'kept_events_generation');--> statement-breakpoint
CREATE TRIGGER "event_attendee_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "event_attendee" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('2', 'kept_events_generation');--> statement-breakpoint
CREATE TRIGGER "users_kept_events_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "email", "profile_image_url", "title", "company", "membership" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('2', 'kept_events_generation');
