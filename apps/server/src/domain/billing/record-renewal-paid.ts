import { billingPeriod } from "@creator-checkout/core/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { type orders, subscriptions } from "../../db/schema";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { subscriptionCycle } from "./subscription-cycle";

/**
 * A renewal's charge succeeded (by the worker, or the buyer paying what was overdue): the
 * subscription moves on to the period it paid for and is active again. Runs in the transaction
 * that marks the order paid, so the period moves exactly once per paid order; a period already
 * paid is left as it is.
 */
export async function recordRenewalPaid(
  { db }: { db: Db },
  { order, now }: { order: typeof orders.$inferSelect; now: Date },
) {
  if (!order.subscription_id || order.period_number === null) return;
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscription_id))
    .for("update");
  const cycle = sub && subscriptionCycle(sub);
  // An ended subscription stays ended: its product may already be bought again. (Only a charge
  // that a provider reported late can get here; the order still records the money taken.)
  if (!sub || !cycle || sub.status === "CANCELED") return;
  if (sub.next_period_number !== order.period_number) return;
  const period = billingPeriod(cycle, order.period_number);
  const [renewed] = await db
    .update(subscriptions)
    .set({
      status: "ACTIVE",
      current_period_start: period.start,
      current_period_end: period.end,
      next_period_number: order.period_number + 1,
      failed_renewals: 0,
      past_due_since: null,
      due_at: period.end,
      // A renewal paid at a retention offer's share uses one of its renewals, here, in the
      // transaction that moves the period once per paid order (docs/decisions/182).
      ...(order.retention_discount > 0 && sub.retention_renewals_left > 0
        ? { retention_renewals_left: sub.retention_renewals_left - 1 }
        : {}),
      updated_at: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (!renewed) return;
  await recordWebhookEvent(
    { db },
    {
      publisherId: renewed.publisher_id,
      type: "subscription.renewed",
      resourceId: renewed.id,
      data: subscriptionEventData(renewed),
      now,
    },
  );
}
