-- hand-written (issue 35, decision 058): a generation's announcement carries the domain's
-- number and its new generation, so the embedded database's memory moves that one domain
-- in place instead of reading every generation again on the next request.
-- The generation is what server/lib/generations.ts reads: last_value + is_called, which is
-- the value nextval gave plus one. An empty payload (the tests' reset) still means "read
-- them all again".
CREATE OR REPLACE FUNCTION "kept_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1262833748, TG_ARGV[0]::int);
  moved := nextval(TG_ARGV[1]::regclass);
  IF current_setting('roundtable.announce_changes', true) = 'on' THEN
    PERFORM pg_notify('roundtable_generations', TG_ARGV[0] || ' ' || (moved + 1));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Search's own trigger function (migrations 0033, 0041) moved its generation without a word:
-- the other domains' announcements used to make the memory read every generation again,
-- search's too. Now that an announcement moves only the domain it names, search announces
-- its own.
CREATE OR REPLACE FUNCTION "search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1262833748, 7);
  moved := nextval('kept_search_generation');
  IF current_setting('roundtable.announce_changes', true) = 'on' THEN
    PERFORM pg_notify('roundtable_generations', '7 ' || (moved + 1));
  END IF;
  RETURN NULL;
END
$$;
