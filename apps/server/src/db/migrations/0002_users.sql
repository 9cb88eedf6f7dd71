-- Trigram indexes for the subscriber search (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "user_group_counts" (
	"plan" text NOT NULL,
	"is_subscribed" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_group_counts_plan_is_subscribed_pk" PRIMARY KEY("plan","is_subscribed")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"subscription_type" text,
	"subscription_end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"telegram_username" text,
	"search_text" text GENERATED ALWAYS AS (lower(email || ' ' || username || ' ' || coalesce(telegram_username, ''))) STORED,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "users_end_date_idx" ON "users" USING btree ("subscription_end_date","id");--> statement-breakpoint
CREATE INDEX "users_plan_idx" ON "users" USING btree ("subscription_type","id");--> statement-breakpoint
CREATE INDEX "users_subscribed_idx" ON "users" USING btree ("is_subscribed","id");--> statement-breakpoint
CREATE INDEX "users_telegram_idx" ON "users" USING btree ("telegram_username","id");--> statement-breakpoint
CREATE INDEX "users_end_date_desc_idx" ON "users" USING btree ("subscription_end_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_plan_desc_idx" ON "users" USING btree ("subscription_type" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_telegram_desc_idx" ON "users" USING btree ("telegram_username" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- user_group_counts stays exact: each statement on users adds its inserted rows and takes off its deleted ones,
-- per (plan, subscribed) group, in the statement's own transaction.
CREATE FUNCTION "users_count_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_group_counts AS c SET count = c.count - o.n
    FROM (SELECT coalesce(subscription_type, 'FREE') AS plan, is_subscribed, count(*)::int AS n
          FROM old_rows GROUP BY 1, 2) AS o
    WHERE c.plan = o.plan AND c.is_subscribed = o.is_subscribed;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_group_counts AS c (plan, is_subscribed, count)
    SELECT coalesce(subscription_type, 'FREE'), is_subscribed, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT (plan, is_subscribed) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_inserts" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_groups"();--> statement-breakpoint
CREATE TRIGGER "users_count_updates" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_groups"();--> statement-breakpoint
CREATE TRIGGER "users_count_deletes" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_groups"();--> statement-breakpoint
CREATE FUNCTION "users_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_group_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_truncate"();
