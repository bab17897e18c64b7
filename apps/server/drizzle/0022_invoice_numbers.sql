CREATE TABLE "invoice_counters" (
	"publisher_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_publisher_id_year_pk" PRIMARY KEY("publisher_id","year")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_year" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_sequence" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_sequence_idx" ON "orders" USING btree ("publisher_id","invoice_year","invoice_sequence") WHERE "orders"."invoice_sequence" IS NOT NULL;--> statement-breakpoint
-- Orders paid before invoices were numbered take their numbers now, in the order they were paid
-- (docs/decisions/131), so each creator's series has no gap from its first payment on.
WITH numbered AS (
  SELECT o.id, extract(year FROM o.paid_at AT TIME ZONE 'UTC')::integer AS year,
    row_number() OVER (
      PARTITION BY o.publisher_id, extract(year FROM o.paid_at AT TIME ZONE 'UTC')
      ORDER BY o.paid_at, o.id
    )::integer AS sequence,
    upper(p.username) AS prefix, jsonb_build_object('name', p.name, 'tax', p.tax_settings) AS seller
  FROM "orders" o JOIN "publishers" p ON p.id = o.publisher_id
  WHERE o.status = 'paid' AND o.amount > 0 AND o.paid_at IS NOT NULL
)
UPDATE "orders" SET invoice_year = numbered.year, invoice_sequence = numbered.sequence,
  invoice_number = numbered.prefix || '-' || numbered.year || '-' || lpad(numbered.sequence::text, 6, '0'),
  invoice_seller = numbered.seller
FROM numbered WHERE "orders".id = numbered.id;--> statement-breakpoint
INSERT INTO "invoice_counters" (publisher_id, year, last_sequence)
SELECT publisher_id, invoice_year, max(invoice_sequence) FROM "orders"
WHERE invoice_sequence IS NOT NULL GROUP BY publisher_id, invoice_year;--> statement-breakpoint
-- Every way an order turns paid (the purchase's one statement, a renewal, a switch, a gift, the
-- webhook, the reconciler) numbers it here, inside its own transaction: the counter's row lock
-- makes concurrent payments of one creator wait for each other's commit, and a rollback takes
-- the number back with the payment.
CREATE FUNCTION number_paid_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  series integer := extract(year FROM coalesce(NEW.paid_at, now()) AT TIME ZONE 'UTC')::integer;
  given integer;
BEGIN
  INSERT INTO invoice_counters AS c (publisher_id, year, last_sequence)
  VALUES (NEW.publisher_id, series, 1)
  ON CONFLICT (publisher_id, year) DO UPDATE SET last_sequence = c.last_sequence + 1
  RETURNING c.last_sequence INTO given;
  NEW.invoice_year := series;
  NEW.invoice_sequence := given;
  SELECT upper(p.username) || '-' || series || '-' || lpad(given::text, 6, '0'),
    jsonb_build_object('name', p.name, 'tax', p.tax_settings)
  INTO NEW.invoice_number, NEW.invoice_seller
  FROM publishers p WHERE p.id = NEW.publisher_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_number_paid_invoice BEFORE INSERT OR UPDATE OF status ON "orders"
FOR EACH ROW WHEN (NEW.status = 'paid' AND NEW.amount > 0 AND NEW.invoice_sequence IS NULL)
EXECUTE FUNCTION number_paid_invoice();
