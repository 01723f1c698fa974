CREATE TABLE "discussion_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"color" varchar(20) DEFAULT '#D4AF37' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_category_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "discussion_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"discussion_id" integer NOT NULL,
	"author_id" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"parent_reply_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" varchar(255) NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_attendee" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'attending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendee_event_user_uq" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"location" varchar(500),
	"is_virtual" boolean DEFAULT false NOT NULL,
	"meeting_url" varchar(2048),
	"created_by" varchar(255) NOT NULL,
	"max_attendees" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_album" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"created_by" varchar(255) NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"cover_photo_id" integer,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"title" varchar(200),
	"description" text,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer,
	"mime_type" varchar(100),
	"object_path" varchar(1024) NOT NULL,
	"uploaded_by" varchar(255) NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"applicant_id" varchar(255) NOT NULL,
	"cover_letter" text,
	"resume_url" varchar(2048),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_job_applicant_uq" UNIQUE("job_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "job_posting" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"company" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"location" varchar(200),
	"job_type" varchar(20) NOT NULL,
	"experience_level" varchar(20),
	"department" varchar(40),
	"salary_range" varchar(100),
	"skills" text,
	"requirements" text,
	"benefits" text,
	"application_url" varchar(2048),
	"contact_email" varchar(320),
	"posted_by" varchar(255) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" varchar(255) NOT NULL,
	"recipient_id" varchar(255) NOT NULL,
	"subject" varchar(200),
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"thread_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_category_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text,
	"url" varchar(2048),
	"file_size" integer,
	"duration" varchar(40),
	"category_id" integer NOT NULL,
	"uploaded_by" varchar(255) NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_endorsement" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_skill_id" integer NOT NULL,
	"endorsed_by" varchar(255) NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_endorsement_user_skill_endorser_uq" UNIQUE("user_skill_id","endorsed_by")
);
--> statement-breakpoint
CREATE TABLE "skill" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(100),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_skill" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"skill_id" integer NOT NULL,
	"proficiency_level" varchar(20) DEFAULT 'intermediate' NOT NULL,
	"years_of_experience" integer DEFAULT 1 NOT NULL,
	"is_endorsed" boolean DEFAULT false NOT NULL,
	"endorsement_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_skill_user_skill_uq" UNIQUE("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "user_credential" (
	"user_id" varchar(255) PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"email" varchar(320),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" varchar(2048),
	"title" varchar(200),
	"company" varchar(200),
	"past_companies" jsonb,
	"phone" varchar(40),
	"bio" text,
	"open_to_connect" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD CONSTRAINT "discussion_reply_discussion_id_discussion_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD CONSTRAINT "discussion_reply_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD CONSTRAINT "discussion_reply_parent_reply_id_discussion_reply_id_fk" FOREIGN KEY ("parent_reply_id") REFERENCES "public"."discussion_reply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion" ADD CONSTRAINT "discussion_category_id_discussion_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discussion_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion" ADD CONSTRAINT "discussion_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendee" ADD CONSTRAINT "event_attendee_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendee" ADD CONSTRAINT "event_attendee_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_album" ADD CONSTRAINT "photo_album_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_album_id_photo_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."photo_album"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting" ADD CONSTRAINT "job_posting_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_category_id_resource_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resource_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsement" ADD CONSTRAINT "skill_endorsement_user_skill_id_user_skill_id_fk" FOREIGN KEY ("user_skill_id") REFERENCES "public"."user_skill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsement" ADD CONSTRAINT "skill_endorsement_endorsed_by_users_id_fk" FOREIGN KEY ("endorsed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill" ADD CONSTRAINT "user_skill_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill" ADD CONSTRAINT "user_skill_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credential" ADD CONSTRAINT "user_credential_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_reply_discussion_created_idx" ON "discussion_reply" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_reply_author_idx" ON "discussion_reply" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_reply_parent_idx" ON "discussion_reply" USING btree ("parent_reply_id");--> statement-breakpoint
CREATE INDEX "discussion_category_idx" ON "discussion" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "discussion_author_idx" ON "discussion" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_created_at_idx" ON "discussion" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "discussion_pinned_created_idx" ON "discussion" USING btree ("is_pinned","created_at");--> statement-breakpoint
CREATE INDEX "event_attendee_user_idx" ON "event_attendee" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_start_date_idx" ON "event" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "event_created_by_idx" ON "event" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "photo_album_created_by_idx" ON "photo_album" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "photo_album_created_at_idx" ON "photo_album" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "photo_album_created_idx" ON "photo" USING btree ("album_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_uploaded_by_idx" ON "photo" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "photo_created_at_idx" ON "photo" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_application_applicant_idx" ON "job_application" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "job_posting_posted_by_idx" ON "job_posting" USING btree ("posted_by");--> statement-breakpoint
CREATE INDEX "job_posting_active_created_idx" ON "job_posting" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "job_posting_job_type_idx" ON "job_posting" USING btree ("job_type");--> statement-breakpoint
CREATE INDEX "job_posting_experience_idx" ON "job_posting" USING btree ("experience_level");--> statement-breakpoint
CREATE INDEX "job_posting_department_idx" ON "job_posting" USING btree ("department");--> statement-breakpoint
CREATE INDEX "job_posting_expires_idx" ON "job_posting" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "message_recipient_created_idx" ON "message" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "message_sender_created_idx" ON "message" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "message_thread_idx" ON "message" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "resource_category_idx" ON "resource" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "resource_uploaded_by_idx" ON "resource" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "resource_type_idx" ON "resource" USING btree ("type");--> statement-breakpoint
CREATE INDEX "resource_created_at_idx" ON "resource" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "skill_endorsement_endorsed_by_idx" ON "skill_endorsement" USING btree ("endorsed_by");--> statement-breakpoint
CREATE INDEX "skill_category_idx" ON "skill" USING btree ("category");--> statement-breakpoint
CREATE INDEX "user_skill_skill_idx" ON "user_skill" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "users_joined_at_idx" ON "users" USING btree ("joined_at");--> statement-breakpoint
CREATE INDEX "users_last_first_idx" ON "users" USING btree ("last_name","first_name");