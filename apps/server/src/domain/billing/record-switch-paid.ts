import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { type orders, productOptions, subscriptions } from "../../db/schema";
import { findSubscriptionDiscount } from "../discounts/subscription-discount";
import { applySwitch } from "./apply-switch";
import { switchNowFor } from "./plan-switch";

/**
 * A switch made now is paid (or cost nothing): the subscription moves to the order's option as
 * of the moment the buyer switched, the moment its proration was computed for. Runs in the
 * transaction that marks the order paid.
 */
export async function recordSwitchPaid(
  { db }: { db: Db },
  { order, now }: { order: typeof orders.$inferSelect; now: Date },
) {
  if (!order.subscription_id || order.recurring_amount === null) return;
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscription_id))
    .for("update");
  const [stored] = await db
    .select()
    .from(productOptions)
    .where(eq(productOptions.id, order.product_option_id));
  if (!sub || !stored || sub.status === "CANCELED") return;
  // The subscription renews at the amount and in the currency the switch was paid in, not in
  // the option's first currency.
  const option = { ...stored, currency: order.currency };
  const at = order.effective_at ?? now;
  const discount = await findSubscriptionDiscount({ db }, sub);
  const plan = switchNowFor(sub, { option, amount: order.recurring_amount }, at, discount);
  // Nothing can change the subscription while its switch is under way (one charge at a time),
  // so the plan is the one the buyer paid for; the fallback only keeps the period as it is.
  const periodEnd = plan.possible ? plan.periodEnd : (sub.current_period_end ?? at);
  await applySwitch(
    { db },
    {
      sub,
      option,
      amount: order.recurring_amount,
      when: { kind: "now", at, periodEnd, newAnchor: plan.possible && plan.newAnchor },
      now,
    },
  );
}
