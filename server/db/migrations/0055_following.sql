CREATE TABLE "discussion_category_watch" (
	"category_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_category_watch_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_subscription" (
	"discussion_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"level" varchar(12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_subscription_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "discussion_category_watch" ADD CONSTRAINT "discussion_category_watch_category_id_discussion_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discussion_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_category_watch" ADD CONSTRAINT "discussion_category_watch_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_subscription" ADD CONSTRAINT "discussion_subscription_discussion_id_discussion_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_subscription" ADD CONSTRAINT "discussion_subscription_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_category_watch_user_idx" ON "discussion_category_watch" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_subscription_user_idx" ON "discussion_subscription" USING btree ("user_id");
