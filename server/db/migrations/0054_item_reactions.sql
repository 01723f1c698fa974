CREATE TABLE "photo_reaction" (
	"item_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"reaction" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_reaction_item_id_user_id_reaction_pk" PRIMARY KEY("item_id","user_id","reaction")
);
--> statement-breakpoint
CREATE TABLE "message_reaction" (
	"item_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"reaction" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reaction_item_id_user_id_reaction_pk" PRIMARY KEY("item_id","user_id","reaction")
);
--> statement-breakpoint
ALTER TABLE "photo_reaction" ADD CONSTRAINT "photo_reaction_item_id_photo_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."photo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reaction" ADD CONSTRAINT "photo_reaction_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reaction" ADD CONSTRAINT "message_reaction_item_id_message_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reaction" ADD CONSTRAINT "message_reaction_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_reaction_user_idx" ON "photo_reaction" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_reaction_user_idx" ON "message_reaction" USING btree ("user_id");--> statement-breakpoint
-- hand-written (issue 37): a photo's counts are part of what the gallery domain keeps (its
-- pages of photos), so a reaction moves its generation as a new photo does. Messages are
-- not kept answers: their reactions move nothing.
CREATE TRIGGER "photo_reaction_kept_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "photo_reaction" FOR EACH STATEMENT EXECUTE FUNCTION "kept_answers_changed"('5', 'kept_gallery_generation');
