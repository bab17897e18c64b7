import type { Interval } from "@creator-checkout/core/catalog";
import { addInterval } from "@creator-checkout/core/pricing";
import type { Db } from "../../db/connect";
import { type orders, type productOptions, subscriptions } from "../../db/schema";

/**
 * Principle P8: access follows a paid order. A recurring option starts a subscription (trialing
 * through its trial, else active for one period); a pass or a payment is active for good.
 */
export async function grantAccess(
  { db }: { db: Db },
  {
    order,
    option,
    now,
  }: { order: typeof orders.$inferSelect; option: typeof productOptions.$inferSelect; now: Date },
) {
  const interval = option.interval as Interval | null;
  const trialInterval = option.trial_interval as Interval | null;
  const trialEnd =
    option.recurring && trialInterval && option.trial_quantity
      ? addInterval(now, option.trial_quantity, trialInterval)
      : null;
  const periodEnd =
    trialEnd ??
    (option.recurring && interval ? addInterval(now, option.interval_quantity, interval) : null);
  await db
    .insert(subscriptions)
    .values({
      publisher_id: order.publisher_id,
      user_id: order.user_id,
      product_id: option.product_id,
      product_option_id: option.id,
      order_id: order.id,
      status: trialEnd ? "TRIALING" : "ACTIVE",
      recurring: option.recurring,
      current_period_start: now,
      current_period_end: periodEnd,
      trial_end: trialEnd,
    })
    .onConflictDoNothing({ target: subscriptions.order_id });
}
