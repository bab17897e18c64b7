import { formatMoney } from "@creator-checkout/core/money";
import { formatDate } from "@creator-checkout/core/pricing";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  gifts,
  orders,
  paymentMethods,
  productOptions,
  products,
  publishers,
  subscriptions,
  users,
} from "../../db/schema";
import { enqueueMessage, type QueuedMessage } from "../../messaging/enqueue-message";
import type { Clock } from "../../security/clock";
import { findSubscriptionDiscount, nextPeriodAmount } from "../discounts/subscription-discount";

export type PaymentMessage =
  /** After every successful payment: the first purchase, a renewal, an overdue payment. */
  | { kind: "receipt" }
  /** After a renewal the card refused; `retryAt` is the next automatic try, null when none is left. */
  | { kind: "renewal-failed"; reason: string; code: string; retryAt: Date | null }
  /** After the publisher gave back `amount` of the order; `refundedTotal` is all given back of it. */
  | { kind: "refund"; amount: number; refundedTotal: number; subscriptionEnded: boolean };

/**
 * Queues the e-mail (or, for a buyer known only by phone, the text message) that tells a buyer
 * about a payment, in the caller's transaction: it is sent only if what it reports commits.
 */
export async function enqueuePaymentMessage(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
  { orderId, message }: { orderId: string; message: PaymentMessage },
) {
  const [found] = await db
    .select({
      order: orders,
      optionTitle: productOptions.title,
      productTitle: products.title,
      creator: publishers.name,
      email: users.email,
      phone: users.phone,
      card: { brand: paymentMethods.brand, last4: paymentMethods.last4 },
      gift: { recipient: gifts.recipient_first_name, deliver_at: gifts.deliver_at },
      subscription: subscriptions,
    })
    .from(orders)
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(publishers, eq(publishers.id, orders.publisher_id))
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.payment_method_id))
    .leftJoin(gifts, eq(gifts.order_id, orders.id))
    // A renewal names its subscription; a first purchase is the order its subscription came from.
    .leftJoin(
      subscriptions,
      or(
        eq(subscriptions.id, orders.subscription_id),
        and(isNull(orders.subscription_id), eq(subscriptions.order_id, orders.id)),
      ),
    )
    .where(eq(orders.id, orderId));
  if (!found) throw new Error(`order ${orderId} vanished`);
  const { subscription: sub } = found;
  const subscription = sub && {
    ...sub,
    next_charge_amount: nextPeriodAmount(await findSubscriptionDiscount({ db }, sub), sub),
  };
  const queued = paymentMessageOf({ clock, publicUrl }, { ...found, subscription }, message);
  if (queued) await enqueueMessage({ db, clock }, queued);
}

/** What a payment message says about an order, read with it or known to the caller. */
export interface PaymentMessageFacts {
  order: Pick<typeof orders.$inferSelect, "product_option_id" | "amount" | "currency" | "paid_at"> &
    Partial<Pick<typeof orders.$inferSelect, "discount_amount" | "promotion_code">>;
  optionTitle: string;
  productTitle: string;
  creator: string;
  email: string | null;
  phone: string | null;
  card: { brand: string; last4: string } | null;
  gift: { recipient: string; deliver_at: Date | null } | null;
  subscription: {
    status: string;
    due_at: Date | null;
    cancel_at_period_end: boolean;
    /** What the next renewal charges: less a promotion code's discount that covers it. */
    next_charge_amount: number | null;
    current_period_end: Date | null;
  } | null;
}

/**
 * The e-mail (or, for a buyer known only by phone, the text message) about a payment; null
 * for a buyer with neither.
 */
export function paymentMessageOf(
  { clock, publicUrl }: { clock: Clock; publicUrl: string },
  found: PaymentMessageFacts,
  message: PaymentMessage,
): QueuedMessage | null {
  const { order } = found;
  const link = `${publicUrl}/${order.product_option_id}`;
  const what = `${found.productTitle}: ${found.optionTitle}`;
  const amount = formatMoney(order.amount, order.currency);
  const card = found.card ? `${found.card.brand} ending in ${found.card.last4}` : null;

  let subject: string;
  let lines: string[];
  if (message.kind === "receipt") {
    const sub = found.subscription;
    const renews = sub && sub.status !== "CANCELED" && !sub.cancel_at_period_end && sub.due_at;
    subject = `Your receipt from ${found.creator}`;
    lines = [
      `Thank you for your payment to ${found.creator}.`,
      "",
      `${what}`,
      `Amount paid: ${amount}`,
      ...(order.discount_amount && order.promotion_code
        ? [
            `Promotion code ${order.promotion_code}: \u2212${formatMoney(order.discount_amount, order.currency)}`,
          ]
        : []),
      `Date: ${formatDate(order.paid_at ?? clock.now())}`,
      ...(card ? [`Paid with: ${card}`] : []),
      ...(found.gift
        ? [
            `A gift for ${found.gift.recipient}: we e-mail them a link to redeem it${found.gift.deliver_at ? ` on ${formatDate(found.gift.deliver_at)}` : " now"}.`,
          ]
        : []),
      ...(renews && sub.next_charge_amount !== null
        ? [
            `Next charge: ${formatMoney(sub.next_charge_amount, order.currency)} on ${formatDate(sub.due_at as Date)}`,
          ]
        : sub?.cancel_at_period_end && sub.current_period_end
          ? [`Your subscription ends on ${formatDate(sub.current_period_end)}; no further charges.`]
          : []),
      "",
      `See your payments and manage your subscription: ${link}`,
    ];
  } else if (message.kind === "refund") {
    subject = `Your refund from ${found.creator}`;
    lines = refundLines(found, message, { what, amount, card });
  } else {
    subject = `Your payment to ${found.creator} did not go through`;
    const confirm = message.code === "authentication_required";
    lines = [
      `We tried to charge ${amount} for ${what}${card ? ` to your ${card}` : ""}, and it did not go through.`,
      confirm
        ? "Your bank asks you to confirm this payment yourself."
        : `The reason given: ${message.reason}`,
      "",
      message.retryAt
        ? `Your access continues for now. We will try again on ${formatDate(message.retryAt)}; to keep your subscription without waiting, ${confirm ? "confirm the payment" : "add or choose a card and pay"} here:`
        : "That was the last try, so your subscription has ended. You can subscribe again here:",
      link,
    ];
  }
  if (found.email) {
    return { channel: "email", recipient: found.email, subject, body: lines.join("\n") };
  }
  if (found.phone) {
    return {
      channel: "sms",
      recipient: found.phone,
      body: `${subject}. ${amount} for ${what}. ${link}`,
    };
  }
  return null;
}

/** What a refund e-mail says: how much came back of which payment, and where it goes. */
function refundLines(
  found: PaymentMessageFacts,
  message: Extract<PaymentMessage, { kind: "refund" }>,
  { what, amount, card }: { what: string; amount: string; card: string | null },
): string[] {
  const { currency } = found.order;
  const whole = message.refundedTotal >= found.order.amount;
  return [
    `${found.creator} refunded ${formatMoney(message.amount, currency)} of your payment of ${amount} for ${what}.`,
    whole
      ? "The payment is now refunded in full."
      : `Refunded of this payment so far: ${formatMoney(message.refundedTotal, currency)}.`,
    card
      ? `The money goes back to your ${card}; banks usually take 5 to 10 days to show it.`
      : "The money goes back to the card you paid with; banks usually take 5 to 10 days to show it.",
    ...(message.subscriptionEnded
      ? ["Your subscription has ended; nothing more will be charged."]
      : []),
  ];
}
