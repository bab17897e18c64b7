import type { Interval } from "@creator-checkout/core/catalog";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { couponRedemptions, type subscriptions } from "../../db/schema";
import { renewalDiscount } from "./reserve-redemption";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * What one period of a subscription charges: its renewal amount, less the discount of the code
 * its first order used while the code's duration covers the period (docs/decisions/093). The
 * renewal order records both, and the redemption it came from.
 */
export async function periodCharge(
  { db }: { db: Db },
  sub: Subscription & { renewal_amount: number; currency: string },
  periodNumber: number,
): Promise<{
  amount: number;
  discount_amount: number;
  coupon_redemption_id: string | null;
  promotion_code: string | null;
}> {
  const [redemption] = await db
    .select()
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.order_id, sub.order_id), isNull(couponRedemptions.released_at)),
    );
  const cycle =
    sub.billing_anchor && sub.interval && sub.interval_quantity
      ? {
          anchor: sub.billing_anchor,
          interval: sub.interval as Interval,
          intervalQuantity: sub.interval_quantity,
        }
      : null;
  const discount = renewalDiscount(
    redemption ?? null,
    cycle,
    periodNumber,
    sub.renewal_amount,
    sub.currency,
  );
  return {
    amount: sub.renewal_amount - discount,
    discount_amount: discount,
    coupon_redemption_id: discount > 0 && redemption ? redemption.id : null,
    promotion_code: discount > 0 && redemption ? redemption.code : null,
  };
}
