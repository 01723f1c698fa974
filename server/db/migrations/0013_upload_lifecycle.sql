ALTER TABLE "object_upload" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "object_upload_unclaimed_idx" ON "object_upload" USING btree ("created_at") WHERE "object_upload"."claimed_at" is null;--> statement-breakpoint
-- Rows from before this migration count as attached (a stored upload may be in use by
-- any record), except addresses nothing was ever stored at: those go to the sweep.
UPDATE "object_upload" SET "claimed_at" = NULL WHERE "stored_at" IS NULL;
