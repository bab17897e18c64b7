ALTER TABLE "publishers" ALTER COLUMN "cancel_flow" SET DEFAULT '{"reasons":[],"offer_pause":false,"offer_switch":false,"retention_offer":null}'::jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "retention_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retention_percent_off" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retention_renewals_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retention_taken_at" timestamp with time zone;--> statement-breakpoint
UPDATE "publishers" SET "cancel_flow" = '{"offer_switch":false,"retention_offer":null}'::jsonb || "cancel_flow";