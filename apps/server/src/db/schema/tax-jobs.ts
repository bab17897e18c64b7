import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Paid orders whose Stripe Tax calculation is still to record as a transaction, as jobs
 * (docs/decisions/135, 169). A trigger on `orders` queues a row in the transaction that makes
 * such an order paid, whichever path did it; the row is removed once Stripe recorded the sale.
 */
export const taxTransactionJobs = pgTable(
  "tax_transaction_jobs",
  {
    order_id: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    failed_at: timestamp("failed_at", { withTimezone: true }),
    last_error: text("last_error"),
  },
  (t) => [index("tax_transaction_jobs_due_idx").on(t.failed_at, t.run_at)],
);
