CREATE TABLE "cancel_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publisher_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"reason" text,
	"note" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "cancel_flow" jsonb DEFAULT '{"reasons":[],"offer_pause":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cancel_answers" ADD CONSTRAINT "cancel_answers_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_answers" ADD CONSTRAINT "cancel_answers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancel_answers_publisher_idx" ON "cancel_answers" USING btree ("publisher_id","created_at");