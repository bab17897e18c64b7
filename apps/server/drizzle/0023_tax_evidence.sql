ALTER TABLE "orders" ADD COLUMN "buyer_vat_verified" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_request_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_calculation_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_transaction_id" text;--> statement-breakpoint
CREATE INDEX "orders_tax_to_record_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."tax_calculation_id" IS NOT NULL AND "orders"."tax_transaction_id" IS NULL;