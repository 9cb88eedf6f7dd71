-- Stripe's facts per subscription and per payment (docs/billing.md, Access): a subscriber's access is derived from
-- all of them, whatever order Stripe's events arrived in, instead of one state held per customer.
CREATE TABLE "stripe_subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text,
	"plan" text,
	"price_id" text,
	"period_end" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"state_at" timestamp with time zone,
	"paid_at_checkout" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stripe_subscriptions_plan_check" CHECK ("stripe_subscriptions"."plan" IN ('MONTHLY', 'YEARLY', 'LIFETIME'))
);
--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" ADD CONSTRAINT "stripe_subscriptions_customer_id_stripe_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."stripe_customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_subscriptions_customer_idx" ON "stripe_subscriptions" USING btree ("customer_id");--> statement-breakpoint
-- What a payment paid for: its subscription (null outside one), plan and the end of its service period; a one-time
-- Checkout payment (its reference the session id) gives access with no end.
ALTER TABLE "payments" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "one_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_check" CHECK ("payments"."plan" IN ('MONTHLY', 'YEARLY', 'LIFETIME'));--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
-- Which invoice (or one-time Checkout session) a PaymentIntent or charge paid: a refund or a dispute names only those.
CREATE TABLE "stripe_payment_refs" (
	"ref" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL
);
--> statement-breakpoint
-- Refunds (each charge.refunded: the amount refunded so far) and disputes, kept until their payment is known.
CREATE TABLE "payment_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"charge_id" text,
	"payment_intent_id" text,
	"invoice_id" text,
	"customer_id" text,
	"amount" integer NOT NULL,
	"full" boolean NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_reversals_stripe_event_id_unique" UNIQUE("stripe_event_id"),
	CONSTRAINT "payment_reversals_kind_check" CHECK ("payment_reversals"."kind" IN ('refund', 'dispute'))
);
--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_stripe_event_id_stripe_events_id_fk" FOREIGN KEY ("stripe_event_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reversals_charge_idx" ON "payment_reversals" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_payment_intent_idx" ON "payment_reversals" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_invoice_idx" ON "payment_reversals" USING btree ("invoice_id");--> statement-breakpoint
-- The state one customer held moves to its subscriptions. Events before this migration are not facts yet: a
-- subscriber keeps what they had until the next event about them (docs/billing.md, Upgrading).
ALTER TABLE "stripe_customers" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP COLUMN "period_end";--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP COLUMN "state_at";
