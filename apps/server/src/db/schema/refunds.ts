import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { timestamps } from "./columns";
import { orders } from "./orders";

/**
 * Money a publisher gave back from a paid order (docs/decisions/077). A row is written as
 * `pending` before the processor is asked, so a crash between the processor's refund and ours
 * leaves a row that the same request finishes instead of refunding twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // The publisher's key for this request, and what it asked for: the same key with another
    // request is refused.
    idempotency_key: text("idempotency_key").notNull(),
    request_fingerprint: text("request_fingerprint").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    // pending, then succeeded or failed.
    status: text("status").notNull(),
    reason: text("reason"),
    cancel_subscription: boolean("cancel_subscription").notNull().default(false),
    // The processor's refund, once it answered.
    refund_ref: text("refund_ref"),
    failure_message: text("failure_message"),
    succeeded_at: timestamp("succeeded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refunds_idempotency_idx").on(t.publisher_id, t.idempotency_key),
    index("refunds_order_idx").on(t.order_id),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);
