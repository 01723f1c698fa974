ALTER TABLE "community_settings" ADD COLUMN "logo_path" varchar(1024);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "logo_icon_path" varchar(1024);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "logo_touch_path" varchar(1024);--> statement-breakpoint
ALTER TABLE "community_settings" ADD COLUMN "accent" varchar(20);