-- Issue 21 "Admin actions log": the log is append-only in the database too. Any UPDATE, DELETE or
-- TRUNCATE of admin_actions fails, whoever runs it (the server never does; a person at psql cannot
-- quietly rewrite history without first dropping the trigger, which is itself a schema change).
CREATE FUNCTION admin_actions_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_actions is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_actions_append_only
  BEFORE UPDATE OR DELETE ON admin_actions
  FOR EACH ROW EXECUTE FUNCTION admin_actions_refuse_change();
--> statement-breakpoint
CREATE TRIGGER admin_actions_no_truncate
  BEFORE TRUNCATE ON admin_actions
  FOR EACH STATEMENT EXECUTE FUNCTION admin_actions_refuse_change();
