CREATE TABLE "parameter_origin" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer,
	"sweep_id" integer,
	"sweep_cell" integer,
	"name" text NOT NULL,
	"run_config" jsonb NOT NULL,
	"live_config" jsonb NOT NULL,
	"admin_id" integer,
	"username" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"audit_id" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_audit_id" integer
);
--> statement-breakpoint
ALTER TABLE "parameter_origin" ADD CONSTRAINT "parameter_origin_run_id_backtest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."backtest_runs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parameter_origin" ADD CONSTRAINT "parameter_origin_sweep_id_backtest_sweeps_id_fk" FOREIGN KEY ("sweep_id") REFERENCES "public"."backtest_sweeps"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parameter_origin" ADD CONSTRAINT "parameter_origin_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parameter_origin" ADD CONSTRAINT "parameter_origin_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "parameter_origin_current_idx" ON "parameter_origin" USING btree ("applied_at" DESC,"id" DESC) WHERE "parameter_origin"."undone_at" IS NULL;
