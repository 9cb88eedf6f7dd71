-- Several instances on one database (docs/operations.md, Several instances): the instance that follows a sweep and
-- how many times another took it over after its owner died (docs/backtest.md, Sweeps), and the instance computing
-- each job of the queue, so a dead instance's jobs are handed on at once (docs/job-queue.md).
ALTER TABLE "backtest_sweeps" ADD COLUMN "owner_instance" integer;
--> statement-breakpoint
ALTER TABLE "backtest_sweeps" ADD COLUMN "takeovers" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "job_claims" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_claims_instance_idx" ON "job_claims" USING btree ("instance_id");
