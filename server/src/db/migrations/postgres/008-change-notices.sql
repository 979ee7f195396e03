-- Every change to a table whose lists the nodes keep ready to send is announced to every node of
-- the network (LISTEN dapnet_changes, db/database.ts), with the table's name, when its
-- transaction commits; each node then forgets its copies of that table's lists.
CREATE FUNCTION dapnet_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dapnet_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
CREATE TRIGGER callsigns_changed AFTER INSERT OR UPDATE OR DELETE ON callsigns
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
CREATE TRIGGER transmitters_changed AFTER INSERT OR UPDATE OR DELETE ON transmitters
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
CREATE TRIGGER transmitter_groups_changed AFTER INSERT OR UPDATE OR DELETE ON transmitter_groups
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
CREATE TRIGGER rubrics_changed AFTER INSERT OR UPDATE OR DELETE ON rubrics
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
CREATE TRIGGER nodes_changed AFTER INSERT OR UPDATE OR DELETE ON nodes
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
CREATE TRIGGER calls_changed AFTER INSERT OR UPDATE OR DELETE ON calls
  FOR EACH STATEMENT EXECUTE FUNCTION dapnet_notify_change();
