CREATE TABLE "notification_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"actor_id" varchar(255),
	"payload" jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"user_id" varchar(255) NOT NULL,
	"type" varchar(30) NOT NULL,
	"channel" varchar(10) NOT NULL,
	CONSTRAINT "notification_preference_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notification_setting" (
	"user_id" varchar(255) PRIMARY KEY NOT NULL,
	"digest_frequency" varchar(10) DEFAULT 'daily' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"digest_weekday" smallint DEFAULT 1 NOT NULL,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" varchar(255) NOT NULL,
	"type" varchar(30) NOT NULL,
	"actor_id" varchar(255),
	"subject_type" varchar(20) NOT NULL,
	"subject_id" varchar(255) NOT NULL,
	"target_id" varchar(255),
	"title" varchar(300) NOT NULL,
	"excerpt" varchar(200),
	"count" integer DEFAULT 1 NOT NULL,
	"collapse_key" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_due_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_activity" ADD CONSTRAINT "notification_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_setting" ADD CONSTRAINT "notification_setting_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_activity_pending_idx" ON "notification_activity" USING btree ("id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "notification_recipient_updated_idx" ON "notification" USING btree ("recipient_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("recipient_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_collapse_idx" ON "notification" USING btree ("recipient_id","collapse_key") WHERE read_at is null and collapse_key is not null;--> statement-breakpoint
CREATE INDEX "notification_subject_idx" ON "notification" USING btree ("recipient_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "notification_mail_due_idx" ON "notification" USING btree ("mail_due_at") WHERE mailed_at is null and read_at is null and mail_due_at is not null;