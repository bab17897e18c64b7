import { optionCurrencies, optionInCurrency } from "@creator-checkout/core/catalog";
import { prorateSwitch, type SwitchNow } from "@creator-checkout/core/pricing";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, type subscriptions } from "../../db/schema";
import {
  findSubscriptionDiscount,
  newCycleDiscount,
  periodDiscount,
  type SubscriptionDiscount,
} from "../discounts/subscription-discount";
import { purchaseAmount } from "../purchases/purchase-amount";
import { purchaseErrors } from "../purchases/purchase-errors";
import { findSwitchableSubscription } from "./find-switchable-subscription";
import { subscriptionErrors } from "./subscription-errors";

export interface SwitchInput {
  publisherId: string;
  userId: string;
  productOptionId: string;
  customPrice?: number | null | undefined;
}

type Subscription = typeof subscriptions.$inferSelect;
type Option = typeof productOptions.$inferSelect;

/** A switch now, and what the subscription's promotion code takes off its charge. */
export type DiscountedSwitchNow =
  | (Extract<SwitchNow, { possible: true }> & { discountAmount: number })
  | Extract<SwitchNow, { possible: false }>;

/**
 * What switching a subscription to `target` would do now; the same rule the preview shows, the
 * switch charges and its payment applies. With a promotion code (docs/decisions/102), the
 * unused part of the current period is credited from what the period was charged (its
 * discounted price while the code covers it), and the new option is priced less the code where
 * the code applies to it and still covers the period the charge pays for.
 */
export function switchNowFor(
  sub: Subscription,
  target: { option: Option; amount: number },
  now: Date,
  discount: SubscriptionDiscount | null,
): DiscountedSwitchNow {
  const { current_period_end: periodEnd, interval, interval_quantity, currency } = sub;
  const targetInterval = target.option.interval;
  // A paused period was never paid for: there is nothing to prorate (docs/decisions/175).
  if (sub.paused_until) {
    return {
      possible: false,
      reason:
        "This subscription is paused. Resume it to switch now, or switch when the pause ends.",
    };
  }
  if (
    sub.status === "CANCELED" ||
    !periodEnd ||
    !interval ||
    !interval_quantity ||
    !targetInterval ||
    sub.renewal_amount === null ||
    !currency
  ) {
    return { possible: false, reason: "This subscription cannot be switched." };
  }
  const paidForPeriod =
    sub.renewal_amount -
    periodDiscount(discount, sub, {
      productOptionId: sub.product_option_id,
      periodNumber: sub.next_period_number - 1,
      priceMinor: sub.renewal_amount,
      currency,
    });
  const sameCycle =
    target.option.interval === interval && target.option.interval_quantity === interval_quantity;
  const targetCharge = {
    productOptionId: target.option.id,
    priceMinor: target.amount,
    currency: target.option.currency,
  };
  const targetDiscount = sameCycle
    ? periodDiscount(discount, sub, { ...targetCharge, periodNumber: sub.next_period_number - 1 })
    : newCycleDiscount(discount, sub, { ...targetCharge, at: now });
  const prorate = (targetAmount: number) =>
    prorateSwitch({
      now,
      current: {
        status: sub.status as "TRIALING" | "ACTIVE" | "PAST_DUE",
        periodStart: sub.current_period_start,
        periodEnd,
        amount: paidForPeriod,
        currency,
        interval,
        intervalQuantity: interval_quantity,
      },
      target: {
        amount: targetAmount,
        currency: target.option.currency,
        interval: targetInterval,
        intervalQuantity: target.option.interval_quantity,
      },
    });
  const plan = prorate(target.amount - targetDiscount);
  if (!plan.possible) return plan;
  const undiscounted = prorate(target.amount);
  // The code's part of today's charge: the new option's prorated price less its discounted one.
  const discountAmount = undiscounted.possible ? undiscounted.amountDue - plan.amountDue : 0;
  return { ...plan, discountAmount };
}

/**
 * The subscription a switch to `productOptionId` replaces, the discount it carries, the option
 * in the subscription's currency, and the amount the option will charge each period (its price,
 * or the buyer's own amount where they choose one; a switch brings no new trial). `forUpdate` locks the subscription for the
 * caller's transaction.
 */
export async function planSwitch({ db }: { db: Db }, input: SwitchInput & { forUpdate?: boolean }) {
  const [found] = await db
    .select({ option: productOptions })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
        eq(productOptions.archived, false),
      ),
    );
  if (!found) throw purchaseErrors.unknownOption();
  const { option } = found;
  if (!option.recurring || !option.interval) throw subscriptionErrors.switchToOneTime();
  const sub = await findSwitchableSubscription(
    { db },
    {
      publisherId: input.publisherId,
      userId: input.userId,
      productId: option.product_id,
      forUpdate: input.forUpdate ?? false,
    },
  );
  if (!sub) throw subscriptionErrors.nothingToSwitch();
  if (!sub.recurring) throw subscriptionErrors.notRecurring();
  const priced = inSubscriptionCurrency(option, sub);
  const amount = purchaseAmount(
    { ...priced, trial_interval: null, trial_quantity: null, trial_price: null },
    { customPrice: input.customPrice },
  );
  return { sub, option: priced, amount, discount: await findSubscriptionDiscount({ db }, sub) };
}

/**
 * The option priced in the currency the subscription is paid in: a subscription keeps its
 * currency for life (docs/decisions/160), so a switch is never charged or renewed in another,
 * and an option not sold in it cannot take its place.
 */
function inSubscriptionCurrency(option: Option, sub: Subscription): Option {
  const currency = sub.currency ?? option.currency;
  const priced = optionInCurrency(option, currency);
  if (!priced) throw subscriptionErrors.notSoldInCurrency(currency, optionCurrencies(option));
  return priced;
}
