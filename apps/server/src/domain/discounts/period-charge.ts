import type { Db } from "../../db/connect";
import type { subscriptions } from "../../db/schema";
import {
  findSubscriptionDiscount,
  type RenewalCharge,
  renewalCharge,
} from "./subscription-discount";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * What the subscription's due period charges (renewalCharge): the renewal order records the
 * amount, the discount and the redemption it came from.
 */
export async function periodCharge(
  { db }: { db: Db },
  sub: Subscription & { renewal_amount: number; currency: string },
): Promise<RenewalCharge> {
  const charge = renewalCharge(await findSubscriptionDiscount({ db }, sub), sub);
  if (!charge) throw new Error(`subscription ${sub.id} has no renewal amount`);
  return charge;
}
