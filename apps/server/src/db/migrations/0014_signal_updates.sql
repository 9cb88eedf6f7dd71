ALTER TABLE "signal_sources" ADD COLUMN "updates_act" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signal_sources" ADD COLUMN "rate_per_minute" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "signal_sources" ADD COLUMN "rate_burst" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "signal_sources" ADD COLUMN "idempotency_field" text;--> statement-breakpoint
UPDATE "signal_sources" SET "rate_per_minute" = 60000, "rate_burst" = 1000 WHERE "kind" IN ('scanner', 'trader');--> statement-breakpoint
ALTER TABLE "signal_sources" ADD CONSTRAINT "signal_sources_rate_check" CHECK ("signal_sources"."rate_per_minute" BETWEEN 1 AND 60000 AND "signal_sources"."rate_burst" BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE "signals" ADD COLUMN "entry_condition" text DEFAULT 'at' NOT NULL;--> statement-breakpoint
ALTER TABLE "signals" ADD COLUMN "origin_chat_id" text;--> statement-breakpoint
ALTER TABLE "signals" ADD COLUMN "origin_message_id" bigint;--> statement-breakpoint
CREATE INDEX "signals_origin_post_idx" ON "signals" USING btree ("source_id","origin_chat_id","origin_message_id") WHERE "signals"."origin_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "signals_open_symbol_idx" ON "signals" USING btree ("source_id","symbol") WHERE "signals"."state" IN ('waiting', 'entered');--> statement-breakpoint
CREATE TABLE "signal_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"signal_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target" integer,
	"price" double precision,
	"text" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signal_updates" ADD CONSTRAINT "signal_updates_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_updates" ADD CONSTRAINT "signal_updates_source_id_signal_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."signal_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_updates_signal_idx" ON "signal_updates" USING btree ("signal_id","received_at");--> statement-breakpoint
CREATE TABLE "signal_idempotency_keys" (
	"source_id" integer NOT NULL,
	"key" text NOT NULL,
	"signal_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signal_idempotency_keys_source_id_key_pk" PRIMARY KEY("source_id","key")
);
--> statement-breakpoint
ALTER TABLE "signal_idempotency_keys" ADD CONSTRAINT "signal_idempotency_keys_source_id_signal_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."signal_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_idempotency_keys" ADD CONSTRAINT "signal_idempotency_keys_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;
