-- The run library and the sweeps (docs/backtest.md, Run library and Sweeps).
CREATE TABLE "backtest_runs" (
  "id" serial PRIMARY KEY NOT NULL,
  "admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
  "username" text NOT NULL,
  "name" text,
  "note" text,
  "starred" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  "duration_ms" double precision NOT NULL,
  "cached" boolean NOT NULL,
  "config" jsonb NOT NULL,
  "summary" jsonb NOT NULL,
  "risk_metrics" jsonb NOT NULL,
  "result" text NOT NULL,
  "total_trades" integer NOT NULL,
  "win_rate" double precision NOT NULL,
  "total_profit_loss" double precision NOT NULL,
  "return_on_investment" double precision NOT NULL,
  "profit_factor" double precision,
  "max_drawdown" double precision,
  "sharpe" double precision
);
--> statement-breakpoint
CREATE INDEX "backtest_runs_admin_created_idx" ON "backtest_runs" USING btree ("admin_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "backtest_sweeps" (
  "id" serial PRIMARY KEY NOT NULL,
  "admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
  "username" text NOT NULL,
  "state" text NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "done" integer DEFAULT 0 NOT NULL,
  "total" integer NOT NULL,
  "elapsed_ms" double precision DEFAULT 0 NOT NULL,
  "error" text,
  "positions" integer DEFAULT 0 NOT NULL,
  "request" jsonb NOT NULL,
  "result" jsonb
);
--> statement-breakpoint
CREATE INDEX "backtest_sweeps_started_idx" ON "backtest_sweeps" USING btree ("started_at" DESC,"id" DESC);
