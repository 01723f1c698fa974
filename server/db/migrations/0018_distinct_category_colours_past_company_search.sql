-- The starter categories were eight shades of gold, hard to tell apart on a badge (issue 19).
-- Each gets its own hue; a colour an operator has changed since is left alone. Badge text is
-- black or white by contrast (client/src/features/discussions/category-color.ts).
UPDATE "discussion_category" SET "color" = '#2F5D8A' WHERE "name" = 'Business Strategy' AND "color" = '#B8860B';--> statement-breakpoint
UPDATE "discussion_category" SET "color" = '#2E8B57' WHERE "name" = 'Networking' AND "color" = '#C9A227';--> statement-breakpoint
UPDATE "discussion_category" SET "color" = '#6A4C93' WHERE "name" = 'Technology' AND "color" = '#8A6D1F';--> statement-breakpoint
UPDATE "discussion_category" SET "color" = '#C8553D' WHERE "name" = 'Marketing & Sales' AND "color" = '#A67C00';--> statement-breakpoint
UPDATE "discussion_category" SET "color" = '#1F7A7A' WHERE "name" = 'Finance & Investment' AND "color" = '#7A5C0F';--> statement-breakpoint
UPDATE "discussion_category" SET "color" = '#E07A1F' WHERE "name" = 'Events' AND "color" = '#DAA520';--> statement-breakpoint
UPDATE "discussion_category" SET "color" = '#B83280' WHERE "name" = 'Opportunities' AND "color" = '#9C7A12';--> statement-breakpoint
-- Directory search also looks in past companies (a JSON array, searched as its text).
CREATE INDEX IF NOT EXISTS "users_past_companies_trgm_idx" ON "users" USING gin (("past_companies"::text) gin_trgm_ops);
