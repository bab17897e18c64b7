ALTER TABLE "publishers" ADD COLUMN "tax_settings" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_net_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_treatment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_inclusive" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stated_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "countries_agreed" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_number" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "test_processor_payment_methods" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_adds_up" CHECK ("orders"."tax_amount" IS NULL OR "orders"."tax_net_amount" + "orders"."tax_amount" = "orders"."amount");