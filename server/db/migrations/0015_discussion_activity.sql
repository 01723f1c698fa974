CREATE TABLE "discussion_read" (
	"discussion_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_read_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "discussion" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Backfill: the latest reply's time, else when the discussion was started (updated_at untouched).
UPDATE "discussion" d SET "last_activity_at" = coalesce(
	(SELECT max(r."created_at") FROM "discussion_reply" r WHERE r."discussion_id" = d."id"),
	d."created_at"
);--> statement-breakpoint
ALTER TABLE "discussion_read" ADD CONSTRAINT "discussion_read_discussion_id_discussion_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_read" ADD CONSTRAINT "discussion_read_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_read_user_idx" ON "discussion_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_pinned_activity_idx" ON "discussion" USING btree ("is_pinned","last_activity_at","id");--> statement-breakpoint
-- What members had already read before read marks existed: each author their own threads,
-- each member the threads they had opened (discussion_view), all as of now, so nothing
-- written before this migration shows as new to them.
INSERT INTO "discussion_read" ("discussion_id", "user_id", "read_at")
	SELECT "id", "author_id", now() FROM "discussion"
	UNION
	SELECT "discussion_id", "user_id", now() FROM "discussion_view"
ON CONFLICT DO NOTHING;