ALTER TABLE "event_attendee" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendee" ADD COLUMN "promotion_unseen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "event_attendee_event_status_idx" ON "event_attendee" USING btree ("event_id","status","id");