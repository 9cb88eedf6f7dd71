-- Every change to positions (from any process, any statement) is announced on a NOTIFY channel, so that servers
-- drop the answers they keep of the open positions (docs/positions-server.md, Calls).
CREATE OR REPLACE FUNCTION signaldesk_positions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('signaldesk_positions_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER positions_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions
  FOR EACH STATEMENT EXECUTE FUNCTION signaldesk_positions_changed();
