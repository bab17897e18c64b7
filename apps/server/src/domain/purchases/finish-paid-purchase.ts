import { sql } from "drizzle-orm";
import { charges, orders, type productOptions, subscriptions } from "../../db/schema";
import { enqueueMessageSql } from "../../messaging/enqueue-message";
import type { ChargeOutcome } from "../../payments/payment-gateway";
import { type PaymentMessageFacts, paymentMessageOf } from "../billing/enqueue-payment-message";
import { finishOrder } from "./finish-order";
import { accessOf } from "./grant-access";
import { type OrderResult, orderResult } from "./order-result";
import type { PaymentDeps } from "./payment-deps";

/** What the purchase read before its order was written: enough to word the receipt. */
export type ReceiptFacts = Pick<
  PaymentMessageFacts,
  "optionTitle" | "productTitle" | "creator" | "email" | "phone" | "card"
>;

const timestamp = (value: Date | null) => value?.toISOString() ?? null;

/**
 * finishOrder for the common end of a purchase, a paid or free order just made by this
 * request: the charge, the paid order, its access and the receipt in one statement, so one
 * round trip and one commit, all written or none. The caller knows everything the receipt says,
 * so nothing is read first. When the order is no longer as this request wrote it (finished
 * meanwhile by the buyer's retry or the reconciler), it changes nothing but the charge's status
 * and finishOrder answers from the stored order.
 */
export async function finishPaidPurchase(
  deps: PaymentDeps,
  {
    order,
    option,
    outcome,
    receipt,
  }: {
    order: typeof orders.$inferSelect;
    option: typeof productOptions.$inferSelect;
    outcome: Extract<ChargeOutcome, { status: "succeeded" }> | { status: "free" };
    receipt: ReceiptFacts;
  },
): Promise<OrderResult> {
  const { db, clock, gateway, publicUrl } = deps;
  const now = clock.now();
  const paid = { ...order, status: "paid", paid_at: now, failure_message: null, updated_at: now };
  const access = accessOf({ order, option, now });
  const message =
    order.amount > 0
      ? paymentMessageOf(
          { clock, publicUrl },
          {
            ...receipt,
            order: paid,
            gift: null,
            subscription: { ...access, cancel_at_period_end: false },
          },
          { kind: "receipt" },
        )
      : null;
  const charge =
    outcome.status === "succeeded"
      ? sql`, charge AS (
          INSERT INTO ${charges} (order_id, gateway, charge_ref, amount, currency, status)
          VALUES (${order.id}::uuid, ${gateway.name}::text, ${outcome.chargeRef}::text,
            ${order.amount}::integer, ${order.currency}::text, 'succeeded')
          ON CONFLICT (order_id) DO UPDATE SET status = excluded.status, updated_at = ${timestamp(now)}::timestamptz
        )`
      : sql``;
  const queued = message
    ? sql`, queued AS (${enqueueMessageSql({ clock }, message, sql`FROM paid`)})`
    : sql``;
  const result = (await db.execute(sql`
    WITH paid AS (
      UPDATE ${orders} SET status = 'paid', paid_at = ${timestamp(now)}::timestamptz,
        failure_message = NULL, updated_at = ${timestamp(now)}::timestamptz
      WHERE id = ${order.id} AND status = 'pending' AND kind = 'purchase'
      RETURNING id
    )${charge},
    access AS (
      INSERT INTO ${subscriptions} (publisher_id, user_id, product_id, product_option_id, order_id,
        status, recurring, current_period_start, current_period_end, trial_end, billing_anchor,
        next_period_number, "interval", interval_quantity, renewal_amount, currency, due_at)
      SELECT ${access.publisher_id}::uuid, ${access.user_id}::uuid, ${access.product_id}::uuid,
        ${access.product_option_id}::uuid, paid.id, ${access.status}::text, ${access.recurring}::boolean,
        ${timestamp(access.current_period_start)}::timestamptz,
        ${timestamp(access.current_period_end)}::timestamptz, ${timestamp(access.trial_end)}::timestamptz,
        ${timestamp(access.billing_anchor)}::timestamptz, ${access.next_period_number}::integer,
        ${access.interval}::text, ${access.interval_quantity}::integer, ${access.renewal_amount}::integer,
        ${access.currency}::text, ${timestamp(access.due_at)}::timestamptz
      FROM paid
      ON CONFLICT (order_id) DO NOTHING
    )${queued}
    SELECT id FROM paid`)) as unknown as { rows: Array<{ id: string }> };
  if (result.rows.length === 1) return orderResult(paid, null);
  return finishOrder(deps, { orderId: order.id, outcome, option });
}
