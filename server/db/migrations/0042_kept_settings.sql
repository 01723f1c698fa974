-- hand-written (issue 35, decision 045): the community's profile (its name, place, time
-- zone, About texts and contacts) is read by the calendar and the dashboard at every
-- answer, and by pages and mails. It is kept like the hot reads' answers, as domain 8:
-- an admin's change moves the generation, and every server process reads the change at
-- its next request.
CREATE SEQUENCE IF NOT EXISTS "kept_settings_generation";--> statement-breakpoint
CREATE TRIGGER "community_settings_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "community_settings" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('8', 'kept_settings_generation');
