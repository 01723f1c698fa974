ALTER TABLE "discussion_category" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_category" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "community_name" varchar(100);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "region" varchar(100);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "about_text" text;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "about_figures" jsonb;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "contact_email" varchar(320);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "contact_phone" varchar(40);--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_category_name_ci_uq" ON "discussion_category" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "discussion_category_position_idx" ON "discussion_category" USING btree ("position","id");--> statement-breakpoint
-- hand-written
-- The starter categories keep the order they had (by id) until an admin reorders them.
UPDATE "discussion_category" SET "position" = "id";
