ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
-- Members who joined before first steps existed have been welcomed long since: only new
-- accounts see "Welcome" and the checklist.
UPDATE "users" SET "welcomed_at" = now(), "onboarded_at" = now();
