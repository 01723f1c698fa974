DROP INDEX "user_skill_skill_idx";--> statement-breakpoint
CREATE INDEX "user_skill_skill_user_idx" ON "user_skill" USING btree ("skill_id","user_id");