-- hand-written (issue 35, decision 058): on the embedded database one process owns the data
-- (the data folder is locked), so the session lookup can answer from that process's memory
-- (server/auth/session-memory.ts), told of every change by NOTIFY. Only a database session
-- that asks for it (`SET roundtable.announce_changes = 'on'`, which server/db/client.ts
-- does on PGlite) announces anything: on a PostgreSQL server, where several processes
-- share the data and NOTIFY serialises commits, the triggers do nothing more than look.
--
-- NOTIFY goes out at commit and not at all on rollback, and PGlite hands it to its
-- listeners before the committing statement's answer: a request that starts after a write
-- has committed never finds the memory older than the data.

-- The kept answers' generations (migration 0035): the same function, and an announcement.
CREATE OR REPLACE FUNCTION "kept_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1262833748, TG_ARGV[0]::int);
  PERFORM nextval(TG_ARGV[1]::regclass);
  IF current_setting('roundtable.announce_changes', true) = 'on' THEN
    PERFORM pg_notify('roundtable_generations', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A session or a member row changed or went: its id ('*' for a truncated table).
CREATE OR REPLACE FUNCTION "session_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('roundtable.announce_changes', true) = 'on' THEN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM pg_notify('roundtable_sessions', '*');
    ELSIF TG_TABLE_NAME = 'session' THEN
      PERFORM pg_notify('roundtable_sessions', 'session ' || OLD.sid);
    ELSE
      PERFORM pg_notify('roundtable_sessions', 'member ' || OLD.id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_announce_change" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "session_row_changed"();--> statement-breakpoint
CREATE TRIGGER "session_announce_truncate" AFTER TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "session_row_changed"();--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "session_row_changed"();--> statement-breakpoint
CREATE TRIGGER "users_announce_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "session_row_changed"();
