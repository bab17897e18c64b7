CREATE TABLE "tax_transaction_jobs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "tax_transaction_jobs" ADD CONSTRAINT "tax_transaction_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_transaction_jobs_due_idx" ON "tax_transaction_jobs" USING btree ("failed_at","run_at");--> statement-breakpoint
-- A paid order with a Stripe Tax calculation and no transaction is queued to record, inside the
-- statement that made it so, whichever path that was (the one-statement purchase, the finish
-- after 3-D Secure, the reconciler): a rollback queues nothing (docs/decisions/169). It is due
-- from the moment the order was paid, by the server's clock, which wrote paid_at; the database's
-- own clock may disagree with it.
CREATE FUNCTION queue_tax_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tax_transaction_jobs (order_id, run_at)
  VALUES (NEW.id, coalesce(NEW.paid_at, NEW.updated_at))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_queue_tax_transaction
AFTER INSERT OR UPDATE OF status, tax_calculation_id, tax_transaction_id ON "orders"
FOR EACH ROW
WHEN (NEW.status = 'paid' AND NEW.tax_calculation_id IS NOT NULL AND NEW.tax_transaction_id IS NULL)
EXECUTE FUNCTION queue_tax_transaction();--> statement-breakpoint
-- Sales paid before this migration and still to record.
INSERT INTO tax_transaction_jobs (order_id, run_at)
SELECT id, coalesce(paid_at, updated_at) FROM orders
WHERE status = 'paid' AND tax_calculation_id IS NOT NULL AND tax_transaction_id IS NULL;--> statement-breakpoint
-- Analytics forwarding and tax transactions wake their loops as webhooks and messages do
-- (migration 0024, docs/decisions/139).
CREATE TRIGGER analytics_forwarding_notify_work_queued AFTER INSERT ON "analytics_forwarding"
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queued();--> statement-breakpoint
CREATE TRIGGER tax_transaction_jobs_notify_work_queued AFTER INSERT ON "tax_transaction_jobs"
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queued();
