CREATE TABLE "bookmark" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"discussion_id" integer,
	"reply_id" integer,
	"event_id" integer,
	"job_id" integer,
	"resource_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmark_one_item" CHECK (num_nonnulls("bookmark"."discussion_id", "bookmark"."reply_id", "bookmark"."event_id", "bookmark"."job_id", "bookmark"."resource_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_discussion_id_discussion_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_reply_id_discussion_reply_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."discussion_reply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark" ADD CONSTRAINT "bookmark_resource_id_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmark_user_created_idx" ON "bookmark" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_discussion_idx" ON "bookmark" USING btree ("discussion_id","user_id") WHERE "bookmark"."discussion_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_reply_idx" ON "bookmark" USING btree ("reply_id","user_id") WHERE "bookmark"."reply_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_event_idx" ON "bookmark" USING btree ("event_id","user_id") WHERE "bookmark"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_job_idx" ON "bookmark" USING btree ("job_id","user_id") WHERE "bookmark"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_resource_idx" ON "bookmark" USING btree ("resource_id","user_id") WHERE "bookmark"."resource_id" is not null;--> statement-breakpoint
-- A job's Save is a bookmark now (decision 063): the saved postings move over as they were.
INSERT INTO "bookmark" ("user_id", "job_id", "created_at") SELECT "user_id", "job_id", "created_at" FROM "saved_job";--> statement-breakpoint
DROP TABLE "saved_job" CASCADE;;--> statement-breakpoint
-- hand-written: the jobs board's Saved list is kept for its member (migration 0038), so a
-- job's bookmark moves the jobs generation as a saved_job row did. Other kinds' bookmarks
-- do not: no kept answer shows them (the Saved page and the keys are read fresh).
CREATE TRIGGER "bookmark_job_inserted" AFTER INSERT ON "bookmark" FOR EACH ROW WHEN (NEW."job_id" IS NOT NULL) EXECUTE FUNCTION "kept_answers_changed"('4', 'kept_jobs_generation');--> statement-breakpoint
CREATE TRIGGER "bookmark_job_deleted" AFTER DELETE ON "bookmark" FOR EACH ROW WHEN (OLD."job_id" IS NOT NULL) EXECUTE FUNCTION "kept_answers_changed"('4', 'kept_jobs_generation');--> statement-breakpoint
CREATE TRIGGER "bookmark_kept_truncated" AFTER TRUNCATE ON "bookmark" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('4', 'kept_jobs_generation');
