-- Custom SQL migration file, put your code below! --
-- hand-written
-- Decision 022: a removed member's row stays as a tombstone, but is no longer a member, so
-- the 'users' count (migration 0008) leaves it out: an insert or delete of a removed row
-- counts nothing, and removing (or, never yet, restoring) moves the count by one.
CREATE OR REPLACE FUNCTION users_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_count WHERE key = 'users';
  ELSIF TG_OP = 'INSERT' THEN
    IF NEW.membership IS DISTINCT FROM 'removed' THEN PERFORM row_count_add('users', 1); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.membership IS DISTINCT FROM 'removed' THEN PERFORM row_count_add('users', -1); END IF;
  ELSIF OLD.membership IS DISTINCT FROM 'removed' AND NEW.membership = 'removed' THEN
    PERFORM row_count_add('users', -1);
  ELSIF OLD.membership = 'removed' AND NEW.membership IS DISTINCT FROM 'removed' THEN
    PERFORM row_count_add('users', 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_row_count_removed ON users;
--> statement-breakpoint
CREATE TRIGGER users_row_count_removed AFTER UPDATE OF membership ON users
	FOR EACH ROW EXECUTE FUNCTION users_row_count();
