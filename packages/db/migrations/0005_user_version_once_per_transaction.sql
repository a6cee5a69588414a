-- users.version rises once per transaction that changes what the session answer shows, not once
-- per row (decision 023): touch_user_of_row leaves alone a user row this transaction already
-- rewrote. Its visible version was then written by this transaction, so the BEFORE UPDATE trigger
-- has already raised the version every other transaction sees at commit, together with the rest of
-- the change. A new completion (which also moves current_challenge_id) rewrites the user row once
-- instead of twice. A row rewritten inside a savepoint carries the savepoint's own id and is
-- touched again: harmless, only redundant.
CREATE OR REPLACE FUNCTION "touch_user_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "version" = "version"
      WHERE "id" = OLD."user_id" AND "xmin" <> pg_current_xact_id()::xid;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    UPDATE "users" SET "version" = "version"
      WHERE "id" = NEW."user_id" AND "xmin" <> pg_current_xact_id()::xid;
  END IF;
  RETURN NULL;
END;
$$;
