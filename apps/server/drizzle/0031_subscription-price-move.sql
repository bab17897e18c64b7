ALTER TABLE "subscriptions" ADD COLUMN "moved_renewal_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_moves_at" timestamp with time zone;