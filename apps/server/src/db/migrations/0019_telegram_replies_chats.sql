-- The bot answers /start through the delivery queue (docs/telegram.md, Subscribers on Telegram): a new kind.
ALTER TABLE telegram_deliveries DROP CONSTRAINT telegram_deliveries_kind_check;
--> statement-breakpoint
ALTER TABLE telegram_deliveries ADD CONSTRAINT telegram_deliveries_kind_check
  CHECK (kind IN ('announcement', 'test', 'invite', 'removal', 'reply'));
--> statement-breakpoint
-- The channels and groups the bot has seen a post from (docs/telegram.md, The console): one row per chat, its
-- last title and post time, so the console can list the chat ids a Telegram source may name.
CREATE TABLE telegram_chats_seen (
  chat_id bigint PRIMARY KEY,
  type text NOT NULL,
  title text,
  username text,
  posts integer NOT NULL DEFAULT 1,
  first_post_at timestamptz NOT NULL,
  last_post_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX telegram_chats_seen_last_idx ON telegram_chats_seen (last_post_at DESC);
