import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import {
  charges,
  orders,
  outgoingMessages,
  type productOptions,
  subscriptions,
} from "../../db/schema";
import { dueAt } from "../../messaging/enqueue-message";
import type { ChargeOutcome } from "../../payments/payment-gateway";
import { renewalCharge, type SubscriptionDiscount } from "../discounts/subscription-discount";
import { webhookEventCtes, webhookEventParams } from "../webhooks/webhook-event-ctes";
import { orderEventData, subscriptionEventData } from "../webhooks/webhook-event-data";
import { type PaymentMessageFacts, paymentMessageOf } from "./enqueue-payment-message";
import { finishOrder } from "./finish-order";
import { accessOf } from "./grant-access";
import { type OrderResult, orderResult } from "./order-result";
import type { PaymentDeps } from "./payment-deps";

/** What the purchase read before its order was written: enough to word the receipt. */
export type ReceiptFacts = Pick<
  PaymentMessageFacts,
  "optionTitle" | "productTitle" | "creator" | "email" | "phone" | "card" | "locale"
>;

const param = (name: string) => sql.placeholder(name);

/**
 * The statement, with or without a charge to record: the paid update, gated on the order still
 * being this request's pending purchase, and hanging on it the access row and the receipt (a
 * buyer with neither address gets none); the charge's upsert beside them. Planning it took
 * Postgres several times as long as running it, so it is built and named once per database.
 */
function prepareFinish(db: Db, charged: boolean) {
  const paid = db.$with("paid", { id: sql<string>`id`.as("id") }).as(sql`
    UPDATE ${orders} SET status = 'paid', paid_at = ${param("now")}::timestamptz,
      failure_message = NULL, updated_at = ${param("now")}::timestamptz
    WHERE id = ${param("orderId")}::uuid AND status = 'pending' AND kind = 'purchase'
    RETURNING id`);
  const access = db.$with("access", { id: sql<string>`id`.as("id") }).as(sql`
    INSERT INTO ${subscriptions} (id, publisher_id, user_id, product_id, product_option_id, order_id,
      status, recurring, current_period_start, current_period_end, trial_end, billing_anchor,
      next_period_number, "interval", interval_quantity, renewal_amount, currency, due_at)
    SELECT ${param("subscriptionId")}::uuid, ${param("publisherId")}::uuid, ${param("userId")}::uuid, ${param("productId")}::uuid,
      ${param("productOptionId")}::uuid, paid.id, ${param("accessStatus")}::text,
      ${param("recurring")}::boolean, ${param("periodStart")}::timestamptz,
      ${param("periodEnd")}::timestamptz, ${param("trialEnd")}::timestamptz,
      ${param("billingAnchor")}::timestamptz, ${param("nextPeriodNumber")}::integer,
      ${param("interval")}::text, ${param("intervalQuantity")}::integer,
      ${param("renewalAmount")}::integer, ${param("currency")}::text, ${param("dueAt")}::timestamptz
    FROM paid
    ON CONFLICT (order_id) DO NOTHING
    RETURNING id`);
  // The creator's webhooks, written with the change they tell of (docs/decisions/079).
  const events = [
    ...webhookEventCtes(db, { name: "orderPaid", gate: "paid" }),
    ...webhookEventCtes(db, { name: "subscriptionCreated", gate: "access" }),
  ];
  if (!charged) {
    return db
      .with(paid, access, ...events)
      .select({ id: paid.id })
      .from(paid)
      .prepare("finish_free_purchase");
  }
  const charge = db.$with("charge", { id: sql<string>`order_id`.as("order_id") }).as(sql`
    INSERT INTO ${charges} (order_id, gateway, charge_ref, amount, currency, status)
    VALUES (${param("orderId")}::uuid, ${param("gateway")}::text, ${param("chargeRef")}::text,
      ${param("amount")}::integer, ${param("chargeCurrency")}::text, 'succeeded')
    ON CONFLICT (order_id) DO UPDATE SET status = excluded.status, updated_at = ${param("now")}::timestamptz
    RETURNING order_id`);
  const queued = db.$with("queued", { id: sql<string>`id`.as("id") }).as(sql`
    INSERT INTO ${outgoingMessages} (channel, recipient, subject, body, run_at)
    SELECT ${param("channel")}::text, ${param("recipient")}::text, ${param("subject")}::text,
      ${param("body")}::text, ${param("runAt")}::timestamptz
    FROM paid WHERE ${param("recipient")}::text IS NOT NULL
    RETURNING id`);
  return db
    .with(paid, charge, access, queued, ...events)
    .select({ id: paid.id })
    .from(paid)
    .prepare("finish_charged_purchase");
}

function prepareStatements(db: Db) {
  return { free: prepareFinish(db, false), charged: prepareFinish(db, true) };
}
const statementsOf = preparedPerDatabase(prepareStatements);

const timestamp = (value: Date | null) => value?.toISOString() ?? null;

/** A purchase's `order.paid`, and `subscription.created` when it starts a subscription. */
function purchaseEventParams({
  order,
  access,
  now,
}: {
  order: typeof orders.$inferSelect;
  access: ReturnType<typeof accessOf> & { id: string };
  now: Date;
}) {
  const subscription = { ...access, cancel_at_period_end: false };
  return {
    ...webhookEventParams("orderPaid", {
      type: "order.paid",
      resourceId: order.id,
      data: orderEventData({ ...order, subscription_id: access.id }, now),
      now,
    }),
    ...webhookEventParams(
      "subscriptionCreated",
      access.recurring
        ? {
            type: "subscription.created",
            resourceId: access.id,
            data: subscriptionEventData(subscription),
            now,
          }
        : null,
    ),
  };
}

/**
 * finishOrder for the common end of a purchase, a paid or free order just made by this
 * request: the charge, the paid order, its access and the receipt in one statement, so one
 * round trip and one commit, all written or none. The caller knows everything the receipt says,
 * so nothing is read first. When the order is no longer as this request wrote it (finished
 * meanwhile by the buyer's retry, the webhook or the reconciler), it changes nothing but the
 * charge's status, and finishOrder answers from the stored order.
 */
export async function finishPaidPurchase(
  deps: PaymentDeps,
  {
    order,
    option,
    outcome,
    receipt,
    discount = null,
  }: {
    order: typeof orders.$inferSelect;
    option: typeof productOptions.$inferSelect;
    /** The promotion code the order redeemed, for the receipt's next charge. */
    discount?: SubscriptionDiscount | null;
    /** `free` is an order of amount 0: nothing was charged, so no receipt is sent. */
    outcome: Extract<ChargeOutcome, { status: "succeeded" }> | { status: "free" };
    receipt: ReceiptFacts;
  },
): Promise<OrderResult> {
  const { db, clock, gateway, publicUrl } = deps;
  const now = clock.now();
  const paid = { ...order, status: "paid", paid_at: now, failure_message: null, updated_at: now };
  const access = { ...accessOf({ order, option, now }), id: randomUUID() };
  const common = {
    ...purchaseEventParams({ order, access, now }),
    subscriptionId: access.id,
    orderId: order.id,
    now: timestamp(now),
    publisherId: access.publisher_id,
    userId: access.user_id,
    productId: access.product_id,
    productOptionId: access.product_option_id,
    accessStatus: access.status,
    recurring: access.recurring,
    periodStart: timestamp(access.current_period_start),
    periodEnd: timestamp(access.current_period_end),
    trialEnd: timestamp(access.trial_end),
    billingAnchor: timestamp(access.billing_anchor),
    nextPeriodNumber: access.next_period_number,
    interval: access.interval,
    intervalQuantity: access.interval_quantity,
    renewalAmount: access.renewal_amount,
    currency: access.currency,
    dueAt: timestamp(access.due_at),
  };
  let rows: Array<{ id: string }>;
  if (outcome.status === "succeeded") {
    const message = paymentMessageOf(
      { clock, publicUrl },
      {
        ...receipt,
        order: paid,
        gift: null,
        subscription: {
          ...access,
          cancel_at_period_end: false,
          next_charge_amount: renewalCharge(discount, access)?.amount ?? null,
        },
      },
      { kind: "receipt" },
    );
    rows = await statementsOf(db).charged.execute({
      ...common,
      gateway: gateway.name,
      chargeRef: outcome.chargeRef,
      amount: order.amount,
      chargeCurrency: order.currency,
      channel: message?.channel ?? null,
      recipient: message?.recipient ?? null,
      subject: message?.subject ?? null,
      body: message?.body ?? null,
      runAt: message ? timestamp(dueAt(clock, message)) : null,
    });
  } else {
    rows = await statementsOf(db).free.execute(common);
  }
  if (rows.length === 1) return orderResult(paid, null);
  return finishOrder(deps, { orderId: order.id, outcome, option });
}
