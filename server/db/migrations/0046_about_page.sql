ALTER TABLE "community_settings" ADD COLUMN "about_mission" text;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "about_vision" text;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "about_values" jsonb;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "about_leaders" jsonb;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "about_figure_mode" varchar(10) DEFAULT 'written' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "contact_location" varchar(200);