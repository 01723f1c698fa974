CREATE TABLE "edit_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"editor_id" varchar(255),
	"title" varchar(200),
	"content" text NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_reply" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edit_revision" ADD CONSTRAINT "edit_revision_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_revision_item_idx" ON "edit_revision" USING btree ("item_type","item_id","created_at");--> statement-breakpoint
CREATE INDEX "edit_revision_editor_idx" ON "edit_revision" USING btree ("editor_id") WHERE editor_id is not null;--> statement-breakpoint
-- hand-written: an item's earlier versions go with it (edit_revision names three tables,
-- so no foreign key can cascade; a discussion's cascade to its replies fires this too).
CREATE FUNCTION edit_revision_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM edit_revision WHERE item_type = TG_ARGV[0] AND item_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER discussion_forget_revisions AFTER DELETE ON discussion
  FOR EACH ROW EXECUTE FUNCTION edit_revision_forget('discussion');
--> statement-breakpoint
CREATE TRIGGER discussion_reply_forget_revisions AFTER DELETE ON discussion_reply
  FOR EACH ROW EXECUTE FUNCTION edit_revision_forget('reply');
--> statement-breakpoint
CREATE TRIGGER message_forget_revisions AFTER DELETE ON message
  FOR EACH ROW EXECUTE FUNCTION edit_revision_forget('message');
