CREATE TABLE "signal_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"api_key_hash" text,
	"channel_ids" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "signal_sources_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"is_spot" boolean DEFAULT false NOT NULL,
	"category" text NOT NULL,
	"entry" double precision,
	"stop_loss" double precision,
	"tp1" double precision,
	"tp2" double precision,
	"tp3" double precision,
	"leverage" double precision,
	"risk_score" double precision,
	"force_percentage" double precision,
	"trader_id" text,
	"text" text,
	"received_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"ignored_reason" text,
	"decided_at" timestamp with time zone,
	"position_id" integer,
	CONSTRAINT "signals_levels_check" CHECK (("signals"."entry" IS NULL OR ("signals"."entry" > 0 AND "signals"."entry" <= 1e12)) AND ("signals"."stop_loss" IS NULL OR ("signals"."stop_loss" > 0 AND "signals"."stop_loss" <= 1e12)) AND ("signals"."tp1" IS NULL OR ("signals"."tp1" > 0 AND "signals"."tp1" <= 1e12)) AND ("signals"."tp2" IS NULL OR ("signals"."tp2" > 0 AND "signals"."tp2" <= 1e12)) AND ("signals"."tp3" IS NULL OR ("signals"."tp3" > 0 AND "signals"."tp3" <= 1e12)))
);
--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_source_id_signal_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."signal_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_sources_active_idx" ON "signal_sources" USING btree ("revoked_at","id");--> statement-breakpoint
CREATE INDEX "signals_received_idx" ON "signals" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signals_source_idx" ON "signals" USING btree ("source_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signals_waiting_idx" ON "signals" USING btree ("received_at") WHERE "signals"."state" = 'waiting';