CREATE TABLE "report" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" varchar(255) NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" varchar(255) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"details" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" varchar(255),
	"resolution" varchar(20)
);
--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "discussion" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "job_posting" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_posting" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "resource" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resource" ADD COLUMN "hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_hidden_by" varchar(255);--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_open_once_idx" ON "report" USING btree ("reporter_id","item_type","item_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "report_open_item_idx" ON "report" USING btree ("item_type","item_id","created_at") WHERE resolved_at is null;--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD CONSTRAINT "discussion_reply_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion" ADD CONSTRAINT "discussion_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting" ADD CONSTRAINT "job_posting_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_hidden_idx" ON "discussion" USING btree ("category_id") WHERE hidden_at is not null;