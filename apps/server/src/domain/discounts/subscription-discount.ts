import type { Interval } from "@creator-checkout/core/catalog";
import { discountCoversNewCycle, discountMinor } from "@creator-checkout/core/discounts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { couponRedemptions, coupons, type subscriptions } from "../../db/schema";
import { renewalDiscount } from "./reserve-redemption";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * The code a subscription's first order used, as sold (its redemption), and the options its
 * coupon applies to (null for all of the creator's options).
 */
export interface SubscriptionDiscount {
  redemption: typeof couponRedemptions.$inferSelect;
  productOptionIds: string[] | null;
}

/** The discount a subscription carries: its first order's redemption, unless released. */
export async function findSubscriptionDiscount(
  { db }: { db: Db },
  sub: Pick<Subscription, "order_id">,
): Promise<SubscriptionDiscount | null> {
  const [found] = await db
    .select({ redemption: couponRedemptions, productOptionIds: coupons.product_option_ids })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.coupon_id))
    .where(
      and(eq(couponRedemptions.order_id, sub.order_id), isNull(couponRedemptions.released_at)),
    );
  return found ?? null;
}

/** Whether the coupon applies to `productOptionId`: the subscription may have switched since. */
function appliesTo(discount: SubscriptionDiscount, productOptionId: string) {
  return discount.productOptionIds === null || discount.productOptionIds.includes(productOptionId);
}

/**
 * What the discount takes off period `n` of the subscription's cycle at `priceMinor` of option
 * `productOptionId` (docs/decisions/093 and 102): its share or amount while its duration covers
 * the period and its coupon applies to the option, else nothing.
 */
export function periodDiscount(
  discount: SubscriptionDiscount | null,
  sub: Pick<Subscription, "billing_anchor" | "interval" | "interval_quantity">,
  charge: { productOptionId: string; periodNumber: number; priceMinor: number; currency: string },
): number {
  if (!discount || !appliesTo(discount, charge.productOptionId) || charge.periodNumber < 0)
    return 0;
  const cycle =
    sub.billing_anchor && sub.interval && sub.interval_quantity
      ? {
          anchor: sub.billing_anchor,
          interval: sub.interval as Interval,
          intervalQuantity: sub.interval_quantity,
        }
      : null;
  return renewalDiscount(
    discount.redemption,
    cycle,
    charge.periodNumber,
    charge.priceMinor,
    charge.currency,
  );
}

/**
 * What the discount takes off the first period of a new cycle that a switch to another
 * interval starts at `at` (docs/decisions/102).
 */
export function newCycleDiscount(
  discount: SubscriptionDiscount | null,
  sub: Pick<Subscription, "billing_anchor">,
  charge: { productOptionId: string; at: Date; priceMinor: number; currency: string },
): number {
  if (!discount || !sub.billing_anchor || !appliesTo(discount, charge.productOptionId)) return 0;
  const { redemption } = discount;
  const length = { duration: redemption.duration, durationInMonths: redemption.duration_in_months };
  if (!discountCoversNewCycle(length, sub.billing_anchor, charge.at)) return 0;
  if (charge.currency !== redemption.currency && redemption.percent_off === null) return 0;
  const terms = {
    percentOffHundredths: redemption.percent_off,
    amountsOff:
      redemption.amount_off === null ? null : { [redemption.currency]: redemption.amount_off },
  };
  return discountMinor(charge.priceMinor, charge.currency, terms) ?? 0;
}

/**
 * What the subscription's next renewal (period `next_period_number`) charges: its renewal
 * amount less the discount that covers it. Null for what does not renew.
 */
export function nextPeriodAmount(
  discount: SubscriptionDiscount | null,
  sub: Pick<
    Subscription,
    | "renewal_amount"
    | "currency"
    | "product_option_id"
    | "next_period_number"
    | "billing_anchor"
    | "interval"
    | "interval_quantity"
  >,
): number | null {
  if (sub.renewal_amount === null || sub.currency === null) return null;
  return (
    sub.renewal_amount -
    periodDiscount(discount, sub, {
      productOptionId: sub.product_option_id,
      periodNumber: sub.next_period_number,
      priceMinor: sub.renewal_amount,
      currency: sub.currency,
    })
  );
}
