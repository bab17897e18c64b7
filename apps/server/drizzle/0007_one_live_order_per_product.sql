ALTER TABLE "orders" ADD COLUMN "claims_product_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claims_product_id_products_id_fk" FOREIGN KEY ("claims_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders placed before the rule hold their product when their access still lives or their
-- payment is under way; where a buyer already holds one product twice, the first order does.
UPDATE "orders" AS o SET "claims_product_id" = held.product_id
FROM (
  SELECT DISTINCT ON (live."user_id", po."product_id") live."id", po."product_id"
  FROM "orders" AS live
  JOIN "product_options" AS po ON po."id" = live."product_option_id"
  JOIN "products" AS p ON p."id" = po."product_id"
  WHERE p."type" <> 'donation'
    AND (live."status" IN ('pending', 'requires_action')
      OR (live."status" = 'paid' AND EXISTS (
        SELECT 1 FROM "subscriptions" AS s WHERE s."order_id" = live."id" AND s."status" <> 'CANCELED')))
  ORDER BY live."user_id", po."product_id", live."created_at"
) AS held
WHERE o."id" = held."id";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_product_idx" ON "orders" USING btree ("user_id","claims_product_id") WHERE "orders"."claims_product_id" IS NOT NULL;