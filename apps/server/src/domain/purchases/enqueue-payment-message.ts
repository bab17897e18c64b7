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
import { taxLabelIn } from "../../messaging/wording/tax-label";
import { type Wording, wordingFor } from "../../messaging/wording/wording";
import type { Clock } from "../../security/clock";
import { findSubscriptionDiscount, renewalCharge } from "../discounts/subscription-discount";

export type PaymentMessage =
  /** After every successful payment: the first purchase, a renewal, an overdue payment. */
  | { kind: "receipt" }
  /** After a renewal the card refused; `retryAt` is the next automatic try, null when none is left. */
  | { kind: "renewal-failed"; reason: string; code: string; retryAt: Date | null }
  /** After the publisher gave back `amount` of the order; `refundedTotal` is all given back of it. */
  | { kind: "refund"; amount: number; refundedTotal: number; subscriptionEnded: boolean }
  /** After the publisher canceled the subscription: at `endsAt`, the period's end, or now (null). */
  | { kind: "canceled"; endsAt: Date | null };

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
      locale: users.locale,
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
    next_charge_amount:
      renewalCharge(await findSubscriptionDiscount({ db }, sub), sub)?.amount ?? null,
  };
  const queued = paymentMessageOf({ clock, publicUrl }, { ...found, subscription }, message);
  if (queued) await enqueueMessage({ db, clock }, queued);
}

/** What a payment message says about an order, read with it or known to the caller. */
export interface PaymentMessageFacts {
  order: Pick<typeof orders.$inferSelect, "product_option_id" | "amount" | "currency" | "paid_at"> &
    Partial<
      Pick<
        typeof orders.$inferSelect,
        | "discount_amount"
        | "promotion_code"
        | "tax_amount"
        | "tax_treatment"
        | "tax_rate"
        | "tax_country"
        | "tax_inclusive"
      >
    >;
  optionTitle: string;
  productTitle: string;
  creator: string;
  email: string | null;
  phone: string | null;
  /** The language of the page the buyer last paid on (docs/decisions/107); null: English. */
  locale?: string | null;
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
  const wording = wordingFor(found.locale);
  const link = `${publicUrl}/${order.product_option_id}`;
  const facts: MessageFacts = {
    wording,
    link,
    what: wording.say("payment.what", { product: found.productTitle, option: found.optionTitle }),
    amount: wording.money(order.amount, order.currency),
    card: found.card ? wording.say("payment.card", found.card) : null,
  };
  const creator = found.creator;
  const { subject, lines } =
    message.kind === "receipt"
      ? {
          subject: wording.say("receipt.subject", { creator }),
          lines: receiptLines(found, facts, clock),
        }
      : message.kind === "refund"
        ? {
            subject: wording.say("refund.subject", { creator }),
            lines: refundLines(found, message, facts),
          }
        : message.kind === "canceled"
          ? {
              subject: wording.say("canceled.subject", { creator }),
              lines: canceledLines(found, message, facts),
            }
          : {
              subject: wording.say("renewalFailed.subject", { creator }),
              lines: renewalFailedLines(message, facts),
            };
  if (found.email) {
    return { channel: "email", recipient: found.email, subject, body: lines.join("\n") };
  }
  if (found.phone) {
    return {
      channel: "sms",
      recipient: found.phone,
      // A cancel moves no money: its text says what ended, and where to see it.
      body:
        message.kind === "canceled"
          ? `${lines[0]} ${link}`
          : wording.say("payment.sms", { subject, amount: facts.amount, what: facts.what, link }),
    };
  }
  return null;
}

/** What every payment message names, in the buyer's language. */
interface MessageFacts {
  wording: Wording;
  link: string;
  what: string;
  amount: string;
  card: string | null;
}

function receiptLines(found: PaymentMessageFacts, facts: MessageFacts, clock: Clock): string[] {
  const { wording, what, amount, card, link } = facts;
  const { order, gift } = found;
  const sub = found.subscription;
  const renews = sub && sub.status !== "CANCELED" && !sub.cancel_at_period_end && sub.due_at;
  const money = (amountMinor: number) => wording.money(amountMinor, order.currency);
  return [
    wording.say("receipt.thanks", { creator: found.creator }),
    "",
    what,
    wording.say("receipt.amount", { amount }),
    ...(order.discount_amount && order.promotion_code
      ? [
          wording.say("receipt.promotionCode", {
            code: order.promotion_code,
            amount: money(order.discount_amount),
          }),
        ]
      : []),
    ...taxLines(wording, order, money),
    wording.say("receipt.date", { date: wording.date(order.paid_at ?? clock.now()) }),
    ...(card ? [wording.say("receipt.paidWith", { card })] : []),
    ...(gift
      ? [
          gift.deliver_at
            ? wording.say("receipt.giftLater", {
                recipient: gift.recipient,
                date: wording.date(gift.deliver_at),
              })
            : wording.say("receipt.giftNow", { recipient: gift.recipient }),
        ]
      : []),
    ...(renews && sub.next_charge_amount !== null
      ? [
          wording.say("receipt.nextCharge", {
            amount: money(sub.next_charge_amount),
            date: wording.date(sub.due_at as Date),
          }),
        ]
      : sub?.cancel_at_period_end && sub.current_period_end
        ? [wording.say("receipt.ends", { date: wording.date(sub.current_period_end) })]
        : []),
    "",
    ...(order.tax_treatment ? [wording.say("receipt.invoice", { link })] : []),
    wording.say("receipt.manage", { link }),
  ];
}

/** The tax line as the summary words it, with what the payment held of it (docs/decisions/132). */
function taxLines(
  wording: Wording,
  order: PaymentMessageFacts["order"],
  money: (amountMinor: number) => string,
): string[] {
  const label = taxLabelIn(wording, {
    tax_treatment: order.tax_treatment ?? null,
    tax_rate: order.tax_rate ?? null,
    tax_country: order.tax_country ?? null,
    tax_inclusive: order.tax_inclusive ?? null,
  });
  if (!label) return [];
  if (order.tax_treatment !== "taxed") return [label];
  return [wording.say("receipt.tax", { label, amount: money(order.tax_amount ?? 0) })];
}

function renewalFailedLines(
  message: Extract<PaymentMessage, { kind: "renewal-failed" }>,
  { wording, what, amount, card, link }: MessageFacts,
): string[] {
  const confirm = message.code === "authentication_required";
  return [
    card
      ? wording.say("renewalFailed.triedCard", { amount, what, card })
      : wording.say("renewalFailed.tried", { amount, what }),
    confirm
      ? wording.say("renewalFailed.confirm")
      : wording.say("renewalFailed.reason", { reason: message.reason }),
    "",
    message.retryAt
      ? wording.say(confirm ? "renewalFailed.retryConfirm" : "renewalFailed.retryPay", {
          date: wording.date(message.retryAt),
        })
      : wording.say("renewalFailed.ended"),
    link,
  ];
}

/** What a refund e-mail says: how much came back of which payment, and where it goes. */
function refundLines(
  found: PaymentMessageFacts,
  message: Extract<PaymentMessage, { kind: "refund" }>,
  { wording, what, amount, card }: MessageFacts,
): string[] {
  const { currency } = found.order;
  const whole = message.refundedTotal >= found.order.amount;
  return [
    wording.say("refund.given", {
      creator: found.creator,
      amount: wording.money(message.amount, currency),
      paid: amount,
      what,
    }),
    whole
      ? wording.say("refund.whole")
      : wording.say("refund.soFar", { amount: wording.money(message.refundedTotal, currency) }),
    card ? wording.say("refund.toCard", { card }) : wording.say("refund.toPaymentCard"),
    ...(message.subscriptionEnded ? [wording.say("refund.subscriptionEnded")] : []),
  ];
}

/** What a cancel by the publisher says: what they canceled, until when access lasts, and where. */
function canceledLines(
  found: PaymentMessageFacts,
  message: Extract<PaymentMessage, { kind: "canceled" }>,
  { wording, what, link }: MessageFacts,
): string[] {
  return [
    wording.say("canceled.given", { creator: found.creator, what }),
    message.endsAt
      ? wording.say("receipt.ends", { date: wording.date(message.endsAt) })
      : wording.say("refund.subscriptionEnded"),
    "",
    wording.say("receipt.manage", { link }),
  ];
}
