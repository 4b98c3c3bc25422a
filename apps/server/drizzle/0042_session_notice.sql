-- A session change also tells the writer's own connection, at once, as a notice (RAISE NOTICE
-- reaches the client during the statement, before its reply): the call that wrote knows whether
-- it changed a session, and only then waits after commit for the processes to hear of it
-- (auth/session-cache.ts settle, envelope/run-call.ts). The message is SESSION_NOTICE of
-- db/client.ts.
CREATE OR REPLACE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changed', 't:' || OLD.token_hash);
  ELSIF TG_TABLE_NAME = 'shops' THEN
    PERFORM pg_notify('session_changed', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changed', 'u:' || OLD.id);
  ELSE
    -- shop_members, member_funcs
    PERFORM pg_notify('session_changed', 'u:' || r.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('session_changed', 'u:' || OLD.user_id);
    END IF;
  END IF;
  RAISE NOTICE 'sc:session_changed';
  RETURN NULL;
END $$;
