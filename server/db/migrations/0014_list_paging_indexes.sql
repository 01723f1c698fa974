DROP INDEX "photo_album_created_at_idx";--> statement-breakpoint
CREATE INDEX "photo_album_created_id_idx" ON "photo_album" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_application_job_applied_idx" ON "job_application" USING btree ("job_id","applied_at","id");