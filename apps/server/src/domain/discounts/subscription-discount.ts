import {
  type DiscountLength,
  discountCoversNewCycle,
  discountCoversPeriod,
  discountMinor,
} from "@creator-checkout/core/discounts";
import { type BillingCycle, billingPeriod } from "@creator-checkout/core/pricing";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { couponRedemptions, coupons, orders, type subscriptions } from "../../db/schema";

type Subscription = typeof subscriptions.$inferSelect;
type Redemption = typeof couponRedemptions.$inferSelect;

/**
 * The code a subscription's first order used, as sold (its redemption), the options its coupon
 * applies to (null for all of the creator's options), and when its duration started counting:
 * the first charge of the price, the subscription's first anchor (docs/decisions/093).
 */
export interface SubscriptionDiscount {
  redemption: Redemption;
  productOptionIds: string[] | null;
  startsAt: Date | null;
}

/** The discount a subscription carries: its first order's redemption, unless released. */
export async function findSubscriptionDiscount(
  { db }: { db: Db },
  sub: Pick<Subscription, "order_id" | "trial_end">,
): Promise<SubscriptionDiscount | null> {
  const [found] = await db
    .select({
      redemption: couponRedemptions,
      productOptionIds: coupons.product_option_ids,
      paidAt: orders.paid_at,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.coupon_id))
    .innerJoin(orders, eq(orders.id, couponRedemptions.order_id))
    .where(
      and(eq(couponRedemptions.order_id, sub.order_id), isNull(couponRedemptions.released_at)),
    );
  if (!found) return null;
  // The first anchor is the trial's end, else the moment the first order was paid
  // (grant-access), which a switch to another interval moves but the discount's count does not.
  return {
    redemption: found.redemption,
    productOptionIds: found.productOptionIds,
    startsAt: sub.trial_end ?? found.paidAt,
  };
}

/** Whether the coupon applies to `productOptionId`: the subscription may have switched since. */
function appliesTo(discount: SubscriptionDiscount, productOptionId: string) {
  return discount.productOptionIds === null || discount.productOptionIds.includes(productOptionId);
}

/** What the redemption, as sold, takes off `priceMinor`; 0 where it cannot apply. */
function redemptionMinor(redemption: Redemption, priceMinor: number, currency: string): number {
  if (currency !== redemption.currency && redemption.percent_off === null) return 0;
  const terms = {
    percentOffHundredths: redemption.percent_off,
    amountsOff:
      redemption.amount_off === null ? null : { [redemption.currency]: redemption.amount_off },
  };
  return discountMinor(priceMinor, currency, terms) ?? 0;
}

const lengthOf = (redemption: Redemption): DiscountLength => ({
  duration: redemption.duration,
  durationInMonths: redemption.duration_in_months,
});

/**
 * What the discount takes off period `n` of the subscription's cycle at `priceMinor` of option
 * `productOptionId` (docs/decisions/093 and 102): its share or amount while its duration covers
 * the period and its coupon applies to the option, else nothing. A cycle that a switch to
 * another interval began afresh still counts the duration from the first anchor.
 */
export function periodDiscount(
  discount: SubscriptionDiscount | null,
  sub: Pick<Subscription, "billing_anchor" | "interval" | "interval_quantity">,
  charge: { productOptionId: string; periodNumber: number; priceMinor: number; currency: string },
): number {
  if (!discount || !appliesTo(discount, charge.productOptionId) || charge.periodNumber < 0)
    return 0;
  if (!sub.billing_anchor || !sub.interval || !sub.interval_quantity) return 0;
  const cycle: BillingCycle = {
    anchor: sub.billing_anchor,
    interval: sub.interval,
    intervalQuantity: sub.interval_quantity,
  };
  const length = lengthOf(discount.redemption);
  const { startsAt } = discount;
  const covered =
    startsAt === null || startsAt.getTime() === cycle.anchor.getTime()
      ? discountCoversPeriod(length, cycle, charge.periodNumber)
      : discountCoversNewCycle(length, startsAt, billingPeriod(cycle, charge.periodNumber).start);
  return covered ? redemptionMinor(discount.redemption, charge.priceMinor, charge.currency) : 0;
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
  const startsAt = discount?.startsAt ?? sub.billing_anchor;
  if (!discount || !startsAt || !appliesTo(discount, charge.productOptionId)) return 0;
  if (!discountCoversNewCycle(lengthOf(discount.redemption), startsAt, charge.at)) return 0;
  return redemptionMinor(discount.redemption, charge.priceMinor, charge.currency);
}

/**
 * What one renewal charges, the discount it takes off, the code it came from, and what a
 * retention offer took off besides (docs/decisions/182).
 */
export interface RenewalCharge {
  amount: number;
  discount_amount: number;
  retention_discount: number;
  coupon_redemption_id: string | null;
  promotion_code: string | null;
}

/**
 * What the subscription's next renewal (period `next_period_number`) charges: its renewal
 * amount less the discount that covers it (docs/decisions/093 and 102), less a retention
 * offer's share while it covers renewals (182). The renewal charges it,
 * and the page, the receipt and the e-mails show it; null for what does not renew.
 */
export function renewalCharge(
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
  > &
    Partial<RetentionTerms>,
): RenewalCharge | null {
  if (sub.renewal_amount === null || sub.currency === null) return null;
  const taken = periodDiscount(discount, sub, {
    productOptionId: sub.product_option_id,
    periodNumber: sub.next_period_number,
    priceMinor: sub.renewal_amount,
    currency: sub.currency,
  });
  const retention = retentionMinor(sub, sub.renewal_amount - taken, sub.currency);
  return {
    amount: sub.renewal_amount - taken - retention,
    discount_amount: taken,
    retention_discount: retention,
    coupon_redemption_id: taken > 0 && discount ? discount.redemption.id : null,
    promotion_code: taken > 0 && discount ? discount.redemption.code : null,
  };
}

/**
 * What a retention offer the subscriber took (docs/decisions/182) takes off a renewal at
 * `priceMinor` (after a code's discount): its share while it still covers renewals, else nothing.
 */
type RetentionTerms = Pick<Subscription, "retention_percent_off" | "retention_renewals_left">;

export function retentionMinor(
  sub: Partial<RetentionTerms>,
  priceMinor: number,
  currency: string,
): number {
  const left = sub.retention_renewals_left ?? 0;
  if (!sub.retention_percent_off || left <= 0 || priceMinor <= 0) return 0;
  const terms = { percentOffHundredths: sub.retention_percent_off * 100, amountsOff: null };
  return discountMinor(priceMinor, currency, terms) ?? 0;
}
