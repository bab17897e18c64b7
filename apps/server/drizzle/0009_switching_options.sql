ALTER TABLE "orders" ADD COLUMN "effective_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_renewal_amount" integer;