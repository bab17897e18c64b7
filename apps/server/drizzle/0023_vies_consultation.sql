ALTER TABLE "orders" ADD COLUMN "buyer_vat_verified" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_request_id" text;