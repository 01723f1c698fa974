-- Exact row counts kept by triggers, so the discussion list's X-Total-Count and the
-- dashboard's member count cost one primary-key lookup however large the community grows
-- (docs/benchmarks.md), where count(*) reads every row. Written by hand: drizzle-kit does
-- not declare triggers. The table lives outside shared/schema (so outside drizzle-kit's
-- snapshots); server/db/schema/row-counts.ts describes it for queries.
CREATE TABLE IF NOT EXISTS "row_count" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_count_add(k text, d bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_count (key, n) VALUES (k, d)
  ON CONFLICT (key) DO UPDATE SET n = row_count.n + excluded.n;
$$;
--> statement-breakpoint
-- Keys: 'discussion' (all) and 'discussion:category:<id>' (one category's).
CREATE OR REPLACE FUNCTION discussion_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_count WHERE key = 'discussion' OR key LIKE 'discussion:%';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM row_count_add('discussion:category:' || NEW.category_id, 1);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM row_count_add('discussion:category:' || OLD.category_id, -1);
  END IF;
  IF TG_OP = 'INSERT' THEN PERFORM row_count_add('discussion', 1); END IF;
  IF TG_OP = 'DELETE' THEN PERFORM row_count_add('discussion', -1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS discussion_row_count ON discussion;
--> statement-breakpoint
CREATE TRIGGER discussion_row_count AFTER INSERT OR DELETE OR UPDATE OF category_id ON discussion
	FOR EACH ROW EXECUTE FUNCTION discussion_row_count();
--> statement-breakpoint
DROP TRIGGER IF EXISTS discussion_row_count_truncate ON discussion;
--> statement-breakpoint
CREATE TRIGGER discussion_row_count_truncate AFTER TRUNCATE ON discussion
	FOR EACH STATEMENT EXECUTE FUNCTION discussion_row_count();
--> statement-breakpoint
-- Key 'users': every member.
CREATE OR REPLACE FUNCTION users_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_count WHERE key = 'users';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM row_count_add('users', 1);
  ELSE
    PERFORM row_count_add('users', -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_row_count ON users;
--> statement-breakpoint
CREATE TRIGGER users_row_count AFTER INSERT OR DELETE ON users
	FOR EACH ROW EXECUTE FUNCTION users_row_count();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_row_count_truncate ON users;
--> statement-breakpoint
CREATE TRIGGER users_row_count_truncate AFTER TRUNCATE ON users
	FOR EACH STATEMENT EXECUTE FUNCTION users_row_count();
--> statement-breakpoint
-- Counts of the rows already there when this migration runs.
INSERT INTO row_count (key, n) SELECT 'discussion', count(*) FROM discussion
	ON CONFLICT (key) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
INSERT INTO row_count (key, n)
	SELECT 'discussion:category:' || category_id, count(*) FROM discussion GROUP BY category_id
	ON CONFLICT (key) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
INSERT INTO row_count (key, n) SELECT 'users', count(*) FROM users
	ON CONFLICT (key) DO UPDATE SET n = excluded.n;
