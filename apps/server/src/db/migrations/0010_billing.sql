-- Stripe billing (docs/billing.md): each Stripe event applied once, the Stripe customers seen (linked to a subscriber
-- or waiting to be matched, with the latest subscription state they carried), and the payments.
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"user_id" integer,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"plan" text,
	"subscription_status" text,
	"period_end" timestamp with time zone,
	"state_at" timestamp with time zone,
	"last_event_type" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_event_id" text NOT NULL,
	"user_id" integer,
	"customer_id" text,
	"invoice_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_stripe_event_id_unique" UNIQUE("stripe_event_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stripe_event_id_stripe_events_id_fk" FOREIGN KEY ("stripe_event_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_customers_user_idx" ON "stripe_customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stripe_customers_unmatched_idx" ON "stripe_customers" USING btree ("last_seen_at" DESC) WHERE "stripe_customers"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","occurred_at" DESC);--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
-- The webhook finds a subscriber by the customer's email without case (docs/billing.md, Finding the subscriber).
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- The webhook's signing secret is configuration now (STRIPE_WEBHOOK_SECRET), no longer a trading parameter.
DELETE FROM "trading_parameters" WHERE "key" = 'STRIPE_WEBHOOK_SECRET';
