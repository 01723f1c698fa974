-- hand-written (issue 23, decision 026-message-search): a member searches their own
-- messages from the messages page. As in 0030, the vector lives outside the Drizzle
-- schema, so the thread and inbox reads never carry it; only the messages search's own
-- SQL names it (server/features/messages/search.ts). Generated and stored, so a
-- sent or edited message is searchable the moment it is written. No weights: a message
-- has only its words (the subject is the thread's, not the message's).
ALTER TABLE "message" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("content", ''))) STORED;--> statement-breakpoint
CREATE INDEX "message_search_idx" ON "message" USING gin ("search_vector");
