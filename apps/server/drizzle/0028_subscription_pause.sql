ALTER TABLE "publishers" ADD COLUMN "max_pause_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_from_period" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_reminder_id" uuid;