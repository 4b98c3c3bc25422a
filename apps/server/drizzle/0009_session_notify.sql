-- Every server process keeps the sessions it resolved for a few seconds (auth/session-cache.ts)
-- and listens on the channel `session_changed`. Whatever a session statement reads (the session,
-- its user, its member row and function codes, its shop) tells that channel when it changes,
-- from any writer, in the writer's own transaction: PostgreSQL delivers the notice at commit
-- to every listening process. Payloads: t:<token hash>, u:<user id>, s:<shop id>.
CREATE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER shops_changed AFTER UPDATE ON shops
  FOR EACH ROW WHEN (OLD.shop_type IS DISTINCT FROM NEW.shop_type OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER shops_deleted AFTER DELETE ON shops
  FOR EACH ROW EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER shop_members_changed AFTER INSERT OR UPDATE OR DELETE ON shop_members
  FOR EACH ROW EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER member_funcs_changed AFTER INSERT OR UPDATE OR DELETE ON member_funcs
  FOR EACH ROW EXECUTE FUNCTION session_changed();
