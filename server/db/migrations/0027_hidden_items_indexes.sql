CREATE INDEX "photo_hidden_album_idx" ON "photo" USING btree ("album_id") WHERE "photo"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "photo_hidden_thumbnail_idx" ON "photo" USING btree ("thumbnail_path") WHERE "photo"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "resource_url_idx" ON "resource" USING hash ("url");--> statement-breakpoint
CREATE INDEX "users_profile_hidden_idx" ON "users" USING btree ("id") WHERE "users"."profile_hidden_at" is not null;