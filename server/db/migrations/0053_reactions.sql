CREATE TABLE "discussion_reaction" (
	"item_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"reaction" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reaction_item_id_user_id_reaction_pk" PRIMARY KEY("item_id","user_id","reaction")
);
--> statement-breakpoint
CREATE TABLE "discussion_reply_reaction" (
	"item_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"reaction" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reply_reaction_item_id_user_id_reaction_pk" PRIMARY KEY("item_id","user_id","reaction")
);
--> statement-breakpoint
ALTER TABLE "discussion_reaction" ADD CONSTRAINT "discussion_reaction_item_id_discussion_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reaction" ADD CONSTRAINT "discussion_reaction_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reply_reaction" ADD CONSTRAINT "discussion_reply_reaction_item_id_discussion_reply_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."discussion_reply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reply_reaction" ADD CONSTRAINT "discussion_reply_reaction_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_reaction_user_idx" ON "discussion_reaction" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_reply_reaction_user_idx" ON "discussion_reply_reaction" USING btree ("user_id");--> statement-breakpoint
-- hand-written (issue 37): the counts are part of what the discussions domain keeps (an
-- opened discussion, a thread's pages), so a reaction moves its generation as a reply does.
CREATE TRIGGER "discussion_reaction_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "discussion_reaction" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('1', 'kept_discussions_generation');--> statement-breakpoint
CREATE TRIGGER "discussion_reply_reaction_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "discussion_reply_reaction" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('1', 'kept_discussions_generation');
