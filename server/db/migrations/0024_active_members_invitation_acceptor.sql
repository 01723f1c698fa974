CREATE INDEX "invitation_accepted_by_idx" ON "invitation" USING btree ("accepted_by");--> statement-breakpoint
-- hand-written
-- The member count (dashboard) counted every account, applicants and declined ones too
-- (decision 019 made them accounts). It now counts active members only, under the key
-- 'members', the same set as the directory's X-Total-Count: it moves when an account is
-- created or deleted as a member and when its membership changes (an approval adds one).
-- A suspended member is still a member (listed in the directory; the suspension ends by
-- itself at a time no trigger sees), so suspension does not move it.
CREATE OR REPLACE FUNCTION users_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_count WHERE key = 'members';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.membership = 'active' THEN
    PERFORM row_count_add('members', 1);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.membership = 'active' THEN
    PERFORM row_count_add('members', -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_row_count ON users;
--> statement-breakpoint
CREATE TRIGGER users_row_count AFTER INSERT OR DELETE OR UPDATE OF membership ON users
	FOR EACH ROW EXECUTE FUNCTION users_row_count();
--> statement-breakpoint
DELETE FROM row_count WHERE key = 'users';
--> statement-breakpoint
INSERT INTO row_count (key, n) SELECT 'members', count(*) FROM users WHERE membership = 'active'
	ON CONFLICT (key) DO UPDATE SET n = excluded.n;
