CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publisher_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"code_hmac" text NOT NULL,
	"sender_first_name" text NOT NULL,
	"recipient_first_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"note" text,
	"deliver_at" timestamp with time zone,
	"message_id" uuid,
	"expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	"redemption_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gifts_code_hmac_unique" UNIQUE("code_hmac")
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redemption_order_id_orders_id_fk" FOREIGN KEY ("redemption_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_publisher_idx" ON "gifts" USING btree ("publisher_id");