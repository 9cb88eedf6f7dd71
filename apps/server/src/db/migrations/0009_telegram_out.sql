-- Telegram out (docs/telegram.md): the outbox of position events, the delivery queue and log, and what the service
-- knows of each subscriber on Telegram.

-- Every event of a worked position is written here by the database itself, in the transaction that changes the
-- position, whichever code path changes it (the monitor, an admin's call, the Signal Manager). The announcer
-- turns each into deliveries and deletes it in one transaction.
CREATE TABLE position_events (
  id bigserial PRIMARY KEY,
  position_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('opened', 'tp1', 'tp2', 'closed')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signaldesk_position_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kinds text[] := '{}';
BEGIN
  IF NOT NEW.should_work THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'open' THEN
      kinds := kinds || 'opened'::text;
    END IF;
  ELSE
    IF NEW.status = 'open' AND (NOT OLD.should_work OR NEW.reopened_at IS DISTINCT FROM OLD.reopened_at) THEN
      kinds := kinds || 'opened'::text;
    END IF;
    IF NEW.hit_tp1 AND NOT OLD.hit_tp1 THEN
      kinds := kinds || 'tp1'::text;
    END IF;
    IF NEW.hit_tp2 AND NOT OLD.hit_tp2 THEN
      kinds := kinds || 'tp2'::text;
    END IF;
    IF NEW.status = 'closed' AND OLD.status = 'open' THEN
      kinds := kinds || 'closed'::text;
    END IF;
  END IF;
  IF cardinality(kinds) > 0 THEN
    INSERT INTO position_events (position_id, kind) SELECT NEW.id, kind FROM unnest(kinds) WITH ORDINALITY AS k(kind, n) ORDER BY n;
    PERFORM pg_notify('signaldesk_telegram_outbox', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER positions_telegram_events
  AFTER INSERT OR UPDATE ON positions
  FOR EACH ROW EXECUTE FUNCTION signaldesk_position_events();
--> statement-breakpoint
-- A subscriber on Telegram: linked when they start the bot through their deep link (`/start <start_token>`) or
-- with the Telegram username the console holds for them; the paid group's status the service last set.
CREATE TABLE subscriber_telegram (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  telegram_user_id bigint UNIQUE,
  start_token text NOT NULL UNIQUE,
  group_status text NOT NULL DEFAULT 'unknown' CHECK (group_status IN ('member', 'invited', 'removed', 'unknown')),
  linked_at timestamptz,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
-- The queue and the log in one: a row is queued, claimed by the instance that drains (sending), then sent or
-- failed with its reason. `chat_id` is a Bot API chat id or @username; `kind` says what the call does.
CREATE TABLE telegram_deliveries (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('announcement', 'test', 'invite', 'removal')),
  chat_id text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  position_id integer,
  announcement text,
  text text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  last_error text,
  message_id bigint,
  invite_link text
);
--> statement-breakpoint
-- The claim's order (docs/telegram.md, Delivery queue): the announcements to each subscriber last, then by due time.
CREATE INDEX telegram_deliveries_due_idx ON telegram_deliveries
  ((kind = 'announcement' AND user_id IS NOT NULL), next_attempt_at, id) WHERE status = 'queued';
--> statement-breakpoint
CREATE INDEX telegram_deliveries_user_idx ON telegram_deliveries (user_id, id);
--> statement-breakpoint
CREATE INDEX telegram_deliveries_sending_idx ON telegram_deliveries (id) WHERE status = 'sending';
