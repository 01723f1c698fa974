ALTER TABLE "invitation" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "label" varchar(100);--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_link_uses" CHECK ("invitation"."max_uses" is null or "invitation"."max_uses" > 0);