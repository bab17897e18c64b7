import type { BillingCycle } from "@creator-checkout/core/pricing";
import type { subscriptions } from "../../db/schema";

/** The cycle a subscription was sold with; null for what never renews. */
export function subscriptionCycle(sub: typeof subscriptions.$inferSelect): BillingCycle | null {
  if (!sub.billing_anchor || !sub.interval || !sub.interval_quantity) return null;
  return {
    anchor: sub.billing_anchor,
    interval: sub.interval,
    intervalQuantity: sub.interval_quantity,
  };
}
