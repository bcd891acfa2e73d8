-- Tells the server which user changed, so the embedded database's cache of user rows forgets it
-- before the writing statement returns (docs/decisions/004-user-row-cache.md).
CREATE OR REPLACE FUNCTION tolk_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tolk_users_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION tolk_notify_user_changed();
--> statement-breakpoint
-- TRUNCATE fires no row triggers; '*' tells the server to forget every user.
CREATE OR REPLACE FUNCTION tolk_notify_users_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tolk_users_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tolk_users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION tolk_notify_users_truncated();
