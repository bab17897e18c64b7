import type { SwitchResult } from "@creator-checkout/core/api";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { formatMoney } from "@creator-checkout/core/money";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, subscriptions } from "../../db/schema";
import { findCardToCharge } from "../payments/find-card-to-charge";
import { noCardToCharge } from "../payments/payment-errors";
import { chargeOrder } from "../purchases/charge-order";
import { finishOrder } from "../purchases/finish-order";
import type { OrderResult } from "../purchases/order-result";
import type { PaymentDeps } from "../purchases/payment-deps";
import { purchaseErrors } from "../purchases/purchase-errors";
import { findOrderByKey, hashRequest, resumeSameRequest } from "../purchases/purchase-steps";
import { requireShownTotal } from "../purchases/purchase-tax";
import { resumeOrder } from "../purchases/resume-order";
import { checkCancelAnswer, recordCancelAnswer } from "./cancel-answer";
import { checkSwitchOffered } from "./cancel-offers";
import { chargedWithTax, chargeTax } from "./charge-tax";
import { findChargeUnderWay } from "./find-charge-under-way";
import { holdsProductElsewhere } from "./holds-product-elsewhere";
import { planSwitch, type SwitchInput, switchNowFor } from "./plan-switch";
import { subscriptionErrors } from "./subscription-errors";
import { subscriptionView } from "./subscription-view";

export interface SwitchSubscriptionInput extends SwitchInput {
  /** product.md §4 "Switch Now" (true) or "Switch Later" (false). */
  payNow: boolean;
  sourceId?: string | undefined;
  /**
   * What the preview showed the buyer for switching now (`prorate_amount`). When given, a switch
   * whose amount has moved since (proration runs by the second) is refused, never charged.
   */
  shownAmount?: number | undefined;
  /** The total with its tax the buyer was shown, where tax is added (docs/decisions/128). */
  shownTotal?: number | undefined;
  /**
   * Switched instead of canceling (docs/decisions/182): why the buyer meant to cancel. Only for
   * a switch later to an option the cancel step offers; recorded with outcome `switched`.
   */
  cancelAnswer?: CancelAnswer | undefined;
  idempotencyKey: string;
}

/**
 * product.md §4 "Checkout switch" on the server (docs/decisions/031). Later: the option is
 * queued for the end of the period, and the renewal then applies it (switching back to the
 * current option clears the queue). Now: the prorated amount is charged at once, on-session,
 * and the subscription moves to the option when it is paid. The order is written under the
 * subscription's lock and its one-charge-under-way index, like a renewal, so two switches, or a
 * switch and a renewal, never both charge.
 */
export async function switchSubscription(
  deps: PaymentDeps,
  input: SwitchSubscriptionInput,
): Promise<SwitchResult> {
  if (input.cancelAnswer && input.payNow)
    throw subscriptionErrors.offerNotMade(
      "A switch instead of canceling takes effect at the next renewal: send pay_now false.",
    );
  const { order, subscriptionId } = input.payNow
    ? await switchNow(deps, input)
    : { order: null, subscriptionId: await queueSwitch(deps, input) };
  if (!subscriptionId) throw subscriptionErrors.notFound();
  const [sub] = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!sub) throw subscriptionErrors.notFound();
  return {
    order,
    subscription: await subscriptionView({ db: deps.db, retryDays: deps.renewalRetryDays }, sub),
  };
}

/** Switch Later: the option waits for the renewal; switching back to the current one clears it. */
async function queueSwitch(
  { db, clock }: PaymentDeps,
  input: SwitchSubscriptionInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { sub, option, amount } = await planSwitch({ db: tx }, { ...input, forUpdate: true });
    const { cancelAnswer } = input;
    if (cancelAnswer) {
      await checkCancelAnswer({ db: tx }, { publisherId: sub.publisher_id, answer: cancelAnswer });
      await checkSwitchOffered({ db: tx }, { sub, productOptionId: option.id });
    }
    if (sub.status === "PAST_DUE")
      throw subscriptionErrors.unableToSwitchNow("Pay what is overdue before switching.");
    const staying = sub.product_option_id === option.id && sub.renewal_amount === amount;
    const [queued] = await tx
      .update(subscriptions)
      .set({
        next_product_option_id: staying ? null : option.id,
        next_renewal_amount: staying ? null : amount,
        cancel_at_period_end: false,
        canceled_at: null,
        updated_at: clock.now(),
      })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    if (cancelAnswer && queued)
      await recordCancelAnswer(
        { db: tx },
        { sub: queued, answer: cancelAnswer, outcome: "switched", now: clock.now() },
      );
    return sub.id;
  });
}

/** Switch Now: the proration's order placed, then charged (or finished, when nothing is due). */
async function switchNow(
  deps: PaymentDeps,
  input: SwitchSubscriptionInput,
): Promise<{ order: OrderResult; subscriptionId: string | null }> {
  const { db, clock } = deps;
  const fingerprint = hashRequest([
    "switch",
    input.productOptionId,
    input.customPrice ?? null,
    input.sourceId ?? null,
    input.shownAmount ?? null,
  ]);
  const repeat = await findOrderByKey(db, input);
  if (repeat) {
    const order = await resumeSameRequest(deps, repeat, fingerprint);
    return { order, subscriptionId: repeat.subscription_id };
  }
  const now = clock.now();
  const step = await db.transaction((tx) =>
    placeSwitchOrder(deps, tx, input, { fingerprint, now }),
  );
  if (!step.order) {
    // The same key raced this request: answer as the first one does.
    const raced = await findOrderByKey(db, input);
    if (!raced) throw subscriptionErrors.paymentUnderWay();
    return { order: await resumeOrder(deps, raced), subscriptionId: step.subscriptionId };
  }
  const order = step.card
    ? await chargeOrder(deps, {
        order: step.order,
        customerRef: step.card.customer_ref,
        sourceId: step.card.source_id,
        promotionCode: step.order.promotion_code,
      })
    : await finishOrder(deps, { orderId: step.order.id, outcome: { status: "free" } });
  return { order, subscriptionId: step.subscriptionId };
}

/**
 * What switching now costs, under the subscription's lock: refused for the same option, a
 * switch that cannot be made now, an amount moved since the preview, a charge under way, or a
 * product the buyer holds elsewhere.
 */
async function planSwitchNow(tx: Db, input: SwitchSubscriptionInput, now: Date) {
  const planned = await planSwitch({ db: tx }, { ...input, forUpdate: true });
  const { sub, option, amount, discount } = planned;
  if (sub.product_option_id === option.id && sub.renewal_amount === amount)
    throw subscriptionErrors.sameOption();
  const plan = switchNowFor(sub, { option, amount }, now, discount);
  if (!plan.possible) throw subscriptionErrors.unableToSwitchNow(plan.reason);
  if (input.shownAmount !== undefined && input.shownAmount !== plan.amountDue)
    throw subscriptionErrors.amountChanged(formatMoney(plan.amountDue, option.currency));
  if (await findChargeUnderWay({ db: tx }, sub.id)) throw subscriptionErrors.paymentUnderWay();
  if (
    option.product_id !== sub.product_id &&
    (await holdsProductElsewhere(
      { db: tx },
      { userId: input.userId, productId: option.product_id, orderId: sub.order_id },
    ))
  )
    throw purchaseErrors.alreadySubscribed();
  return { ...planned, plan };
}

/**
 * The switch's order, written under the subscription's lock and its one-charge-under-way index,
 * with the card it is charged to; no order when the same key raced this request.
 */
async function placeSwitchOrder(
  deps: PaymentDeps,
  tx: Db,
  input: SwitchSubscriptionInput,
  { fingerprint, now }: { fingerprint: string; now: Date },
) {
  const { sub, option, amount, discount, plan } = await planSwitchNow(tx, input, now);
  const card =
    plan.amountDue > 0
      ? await findCardToCharge(
          { db: tx },
          {
            publisherId: input.publisherId,
            userId: input.userId,
            gateway: deps.gateway.name,
            sourceId: input.sourceId,
          },
        )
      : null;
  if (plan.amountDue > 0 && !card) throw noCardToCharge(input.sourceId);
  // The proration is what is charged, so it is what is taxed (docs/decisions/126).
  const tax = await chargeTax(
    { db: tx, taxRates: deps.taxRates },
    {
      publisherId: input.publisherId,
      firstOrderId: sub.order_id,
      cardCountry: card?.country ?? null,
      at: now,
    },
  );
  const charged = await chargedWithTax(deps, tax, {
    amountMinor: plan.amountDue,
    currency: option.currency,
  });
  requireShownTotal(
    tax,
    { priceMinor: plan.amountDue, totalMinor: charged.amount },
    input.shownTotal,
  );
  const [order] = await tx
    .insert(orders)
    .values({
      publisher_id: input.publisherId,
      user_id: input.userId,
      product_option_id: option.id,
      kind: "switch",
      idempotency_key: input.idempotencyKey,
      request_fingerprint: fingerprint,
      ...charged,
      ...(plan.discountAmount > 0 && discount
        ? {
            discount_amount: plan.discountAmount,
            coupon_redemption_id: discount.redemption.id,
            promotion_code: discount.redemption.code,
          }
        : {}),
      currency: option.currency,
      payment_method_id: card?.id ?? null,
      subscription_id: sub.id,
      recurring_amount: amount,
      effective_at: now,
      status: "pending",
    })
    .onConflictDoNothing()
    .returning();
  return { order, card, subscriptionId: sub.id };
}
