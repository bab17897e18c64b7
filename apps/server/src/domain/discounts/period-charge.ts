import type { Db } from "../../db/connect";
import type { subscriptions } from "../../db/schema";
import { findSubscriptionDiscount, periodDiscount } from "./subscription-discount";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * What one period of a subscription charges: its renewal amount, less the discount of the code
 * its first order used while the code's duration covers the period and its coupon applies to the
 * subscription's option (docs/decisions/093 and 102). The renewal order records both, and the
 * redemption it came from.
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
  const found = await findSubscriptionDiscount({ db }, sub);
  const discount = periodDiscount(found, sub, {
    productOptionId: sub.product_option_id,
    periodNumber,
    priceMinor: sub.renewal_amount,
    currency: sub.currency,
  });
  return {
    amount: sub.renewal_amount - discount,
    discount_amount: discount,
    coupon_redemption_id: discount > 0 && found ? found.redemption.id : null,
    promotion_code: discount > 0 && found ? found.redemption.code : null,
  };
}
