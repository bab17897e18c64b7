import {
  couponRefusal,
  discountMinor,
  normalizePromotionCode,
} from "@creator-checkout/core/discounts";
import { isTrialOption } from "@creator-checkout/core/pricing";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  couponRedemptions,
  coupons,
  orders,
  type productOptions,
  promotionCodes,
} from "../../db/schema";
import { discountErrors } from "./discount-errors";

type Option = typeof productOptions.$inferSelect;
type Coupon = typeof coupons.$inferSelect;
type Code = typeof promotionCodes.$inferSelect;

/** The coupon a code names, locked for this transaction, and the discount it gives this purchase. */
export interface HeldDiscount {
  coupon: Coupon;
  code: Code;
  /** What it takes off today's amount. */
  discountToday: number;
  /** Whether something is still due after today: a card is needed then. */
  dueLater: boolean;
  /** The coupon's amount in the option's currency, for one that takes a fixed amount. */
  amountOff: number | null;
}

/**
 * Finds the publisher's code and locks its coupon's row (`FOR UPDATE`), so every purchase of the
 * coupon counts its redemptions one after another: of 50 concurrent purchases of a coupon limited
 * to 10, exactly 10 pass (docs/decisions/092). Checks every restriction (core's couponRefusal)
 * and answers one refusal for all of them (docs/decisions/095). Run inside the purchase's
 * transaction, before its order is written.
 */
export async function lockDiscount(
  { db }: { db: Db },
  input: {
    publisherId: string;
    userId: string;
    option: Option;
    /** The price the discount comes off: the option's, or the buyer's own amount. */
    priceMinor: number;
    /** What is due today before the discount (a trial's price while a trial starts). */
    dueTodayMinor: number;
    code: string;
    now: Date;
  },
): Promise<HeldDiscount> {
  const normalized = normalizePromotionCode(input.code);
  if (normalized === null) throw discountErrors.refused();
  const [code] = await db
    .select()
    .from(promotionCodes)
    .where(
      and(eq(promotionCodes.publisher_id, input.publisherId), eq(promotionCodes.code, normalized)),
    );
  if (!code) throw discountErrors.refused();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.id, code.coupon_id))
    .for("update");
  if (!coupon) throw discountErrors.refused();
  const [mine] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.coupon_id, coupon.id),
        eq(couponRedemptions.user_id, input.userId),
        isNull(couponRedemptions.released_at),
      ),
    );
  const [paidBefore] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.publisher_id, input.publisherId),
        eq(orders.user_id, input.userId),
        eq(orders.status, "paid"),
        gt(orders.amount, 0),
      ),
    )
    .limit(1);
  const rules = rulesOf(coupon);
  const { option } = input;
  const refusal = couponRefusal(rules, {
    productOptionId: option.id,
    currency: option.currency,
    priceMinor: input.priceMinor,
    now: input.now,
    redemptions: coupon.times_redeemed,
    customerRedemptions: Number(mine?.n ?? 0),
    buyerHasPaid: paidBefore !== undefined,
    codeActive: code.active,
  });
  if (refusal !== null) throw discountErrors.refused();
  const everyPeriodFree =
    rules.duration === "forever" &&
    (discountMinor(input.priceMinor, option.currency, rules) ?? 0) === input.priceMinor;
  const dueLater = option.recurring && !everyPeriodFree;
  return {
    coupon,
    code,
    discountToday: discountTodayMinor(option, rules, input),
    dueLater,
    amountOff: coupon.amounts_off?.[option.currency] ?? null,
  };
}

/**
 * What a coupon takes off today's amount: its discount on the price, but nothing off a trial's
 * own price, since the discount starts with the price (docs/decisions/093); never more than is due.
 */
export function discountTodayMinor(
  option: Pick<Option, "currency" | "trial_quantity" | "trial_interval" | "trial_price">,
  rules: ReturnType<typeof rulesOf>,
  { priceMinor, dueTodayMinor }: { priceMinor: number; dueTodayMinor: number },
): number {
  const trialStarts = isTrialOption({
    trial_quantity: option.trial_quantity,
    trial_interval: option.trial_interval,
    trial_price: option.trial_price,
  });
  if (trialStarts) return 0;
  return Math.min(discountMinor(priceMinor, option.currency, rules) ?? 0, dueTodayMinor);
}

/** The coupon's restrictions as core reads them. */
export function rulesOf(coupon: Coupon) {
  return {
    percentOffHundredths: coupon.percent_off,
    amountsOff: coupon.amounts_off,
    duration: coupon.duration,
    durationInMonths: coupon.duration_in_months,
    maxRedemptions: coupon.max_redemptions,
    maxRedemptionsPerCustomer: coupon.max_redemptions_per_customer,
    redeemBy: coupon.redeem_by,
    firstTimeOnly: coupon.first_time_only,
    minimumAmounts: coupon.minimum_amounts,
    productOptionIds: coupon.product_option_ids,
  };
}

/**
 * Records the redemption for the order just written, counts it on the coupon (whose row this
 * transaction holds) and marks the order with it.
 */
export async function reserveRedemption(
  { db }: { db: Db },
  { held, order }: { held: HeldDiscount; order: typeof orders.$inferSelect },
) {
  const [redemption] = await db
    .insert(couponRedemptions)
    .values({
      publisher_id: order.publisher_id,
      coupon_id: held.coupon.id,
      promotion_code_id: held.code.id,
      order_id: order.id,
      user_id: order.user_id,
      code: held.code.code,
      percent_off: held.coupon.percent_off,
      amount_off: held.amountOff,
      currency: order.currency,
      duration: held.coupon.duration,
      duration_in_months: held.coupon.duration_in_months,
    })
    .returning();
  if (!redemption) throw new Error("the redemption could not be stored");
  await db
    .update(coupons)
    .set({ times_redeemed: sql`${coupons.times_redeemed} + 1` })
    .where(eq(coupons.id, held.coupon.id));
  const [marked] = await db
    .update(orders)
    .set({
      discount_amount: held.discountToday,
      coupon_redemption_id: redemption.id,
      promotion_code: held.code.code,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!marked) throw new Error("the order vanished in its own transaction");
  return { order: marked, redemption };
}

/**
 * Gives a redemption back when its order failed or was given up (docs/decisions/092): the code
 * may be used again, and the coupon counts one fewer. Safe to run twice.
 */
export async function releaseRedemption(
  { db }: { db: Db },
  { orderId, now }: { orderId: string; now: Date },
) {
  const released = db.$with("released").as(
    db
      .update(couponRedemptions)
      .set({ released_at: now, updated_at: now })
      .where(and(eq(couponRedemptions.order_id, orderId), isNull(couponRedemptions.released_at)))
      .returning({ coupon_id: couponRedemptions.coupon_id }),
  );
  await db
    .with(released)
    .update(coupons)
    .set({ times_redeemed: sql`${coupons.times_redeemed} - 1` })
    .from(released)
    .where(eq(coupons.id, released.coupon_id));
}

/** A purchase order's failure step: the code it held is given back. */
export async function releaseOnFailure(
  deps: { db: Db },
  { order, now }: { order: typeof orders.$inferSelect; now: Date },
) {
  if (order.coupon_redemption_id !== null)
    await releaseRedemption(deps, { orderId: order.id, now });
}
