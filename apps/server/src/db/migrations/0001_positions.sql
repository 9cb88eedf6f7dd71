CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"entry_price" double precision NOT NULL,
	"exit_price" double precision,
	"stop_loss" double precision NOT NULL,
	"tp1" double precision NOT NULL,
	"tp2" double precision NOT NULL,
	"tp3" double precision NOT NULL,
	"tp1_size" double precision NOT NULL,
	"tp2_size" double precision NOT NULL,
	"hit_tp1" boolean DEFAULT false NOT NULL,
	"hit_tp2" boolean DEFAULT false NOT NULL,
	"hit_tp3" boolean DEFAULT false NOT NULL,
	"tp1_profit_percentage" double precision,
	"tp2_profit_percentage" double precision,
	"final_profit_percentage" double precision,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"risk_score" double precision DEFAULT 0 NOT NULL,
	"force_percentage" double precision DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"score2" double precision DEFAULT 0 NOT NULL,
	"should_work" boolean DEFAULT true NOT NULL,
	"is_spot" boolean DEFAULT false NOT NULL,
	"is_golden" boolean DEFAULT false NOT NULL,
	"open_by_admin" boolean DEFAULT false NOT NULL,
	"is_signal_from_telegram" boolean DEFAULT false NOT NULL,
	"is_opportunity" boolean DEFAULT false NOT NULL,
	"trader_id" text,
	"trend_confidence" double precision,
	"atr_value" double precision,
	"volume_ratio" double precision,
	"market_volatility_index" double precision,
	"status" text DEFAULT 'open' NOT NULL,
	"reopened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trading_parameters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "positions_status_opened_idx" ON "positions" USING btree ("status","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "positions_closed_idx" ON "positions" USING btree ("closed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "positions"."status" = 'closed';--> statement-breakpoint
CREATE INDEX "positions_risk_idx" ON "positions" USING btree ("symbol","direction","status");