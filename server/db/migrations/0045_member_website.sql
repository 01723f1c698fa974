ALTER TABLE "users" ADD COLUMN "website" varchar(2048);--> statement-breakpoint
-- Members who applied gave their LinkedIn or website then: it starts their profile's.
UPDATE "users" u SET "website" = a."website"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "website" FROM "membership_application"
  WHERE "website" IS NOT NULL ORDER BY "user_id", "created_at" DESC
) a
WHERE a."user_id" = u."id";