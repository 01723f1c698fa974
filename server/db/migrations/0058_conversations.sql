-- Group conversations (issue 37, decision 064): a conversation and its members become rows
-- of their own; a message keeps its sender and thread, and each member's read marker
-- replaces the recipient and the per-message read flag.
CREATE TABLE "conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200),
	"name" varchar(80),
	"is_group" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_member" (
	"conversation_id" integer NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "conversation_member_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
-- A message written before threads were named (none should be) opens its own thread.
UPDATE "message" SET "thread_id" = "id" WHERE "thread_id" IS NULL;
--> statement-breakpoint
-- Each thread becomes a conversation with the same id, so its address still opens it.
INSERT INTO "conversation" ("id", "subject", "created_at")
SELECT DISTINCT ON ("thread_id") "thread_id", "subject", "created_at" FROM "message"
ORDER BY "thread_id", "created_at", "id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('conversation', 'id'),
  greatest((SELECT max("id") FROM "message"), (SELECT max("id") FROM "conversation"), 1));
--> statement-breakpoint
-- Its members are everyone who sent or received in it. Reading a thread marked all it held
-- read at once, so what a member had read is everything up to the newest message they
-- read; null (nothing read) leaves every message from the other member unread.
INSERT INTO "conversation_member" ("conversation_id", "user_id", "joined_at", "read_at")
SELECT p."thread_id", p."user_id", c."created_at",
  (SELECT max(r."created_at") FROM "message" r
    WHERE r."thread_id" = p."thread_id" AND r."recipient_id" = p."user_id" AND r."is_read")
FROM (
  SELECT "thread_id", "sender_id" AS "user_id" FROM "message"
  UNION
  SELECT "thread_id", "recipient_id" FROM "message"
) p
JOIN "conversation" c ON c."id" = p."thread_id";
--> statement-breakpoint
ALTER TABLE "message" DROP CONSTRAINT "message_recipient_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "message_recipient_created_idx";--> statement-breakpoint
DROP INDEX "message_thread_idx";--> statement-breakpoint
ALTER TABLE "message" ALTER COLUMN "thread_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_member" ADD CONSTRAINT "conversation_member_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_member" ADD CONSTRAINT "conversation_member_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_member_user_idx" ON "conversation_member" USING btree ("user_id","conversation_id");--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_thread_id_conversation_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_thread_created_idx" ON "message" USING btree ("thread_id","created_at","id");--> statement-breakpoint
ALTER TABLE "message" DROP COLUMN "recipient_id";--> statement-breakpoint
ALTER TABLE "message" DROP COLUMN "is_read";
