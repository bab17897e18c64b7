ALTER TABLE "orders" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recurring_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_period_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "interval" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "interval_quantity" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_renewal_in_flight_idx" ON "orders" USING btree ("subscription_id") WHERE "orders"."subscription_id" IS NOT NULL AND "orders"."status" IN ('pending', 'requires_action');--> statement-breakpoint
CREATE INDEX "orders_subscription_idx" ON "orders" USING btree ("subscription_id","period_number");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("due_at") WHERE "subscriptions"."due_at" IS NOT NULL;--> statement-breakpoint
-- Subscriptions sold before renewals existed renew from here on: anchored at their trial's end
-- or first payment, due when their current period ends.
UPDATE "subscriptions" AS s SET
  "billing_anchor" = coalesce(s."trial_end", s."current_period_start"),
  "next_period_number" = CASE WHEN s."trial_end" IS NULL THEN 1 ELSE 0 END,
  "interval" = o."interval",
  "interval_quantity" = o."interval_quantity",
  "renewal_amount" = coalesce(o."price", CASE WHEN s."trial_end" IS NULL THEN ord."amount" END),
  "currency" = o."currency",
  "due_at" = s."current_period_end"
FROM "product_options" AS o, "orders" AS ord
WHERE o."id" = s."product_option_id" AND ord."id" = s."order_id"
  AND s."recurring" AND o."interval" IS NOT NULL AND s."current_period_end" IS NOT NULL
  AND s."status" <> 'CANCELED';
