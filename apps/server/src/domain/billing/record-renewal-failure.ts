import { eq } from "drizzle-orm";
import { type orders, subscriptions } from "../../db/schema";
import { enqueuePaymentMessage } from "../purchases/enqueue-payment-message";
import type { OrderStepDeps } from "../purchases/order-kind-steps";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { endSubscription } from "./end-subscription";

const DAY_MS = 24 * 60 * 60 * 1000;
// A worker that was stopped for days catches up one try at a time, not all of them at once.
const MIN_GAP_MS = 60 * 60 * 1000;

/**
 * A renewal the card refused (docs/decisions/030): the buyer is told, and the subscription is
 * PAST_DUE and keeps access while it is tried again `renewalRetryDays` after the first failure;
 * when the last try fails it ends. Runs in the transaction that marks the order failed.
 */
export async function recordRenewalFailure(
  deps: OrderStepDeps,
  {
    order,
    now,
    failure,
  }: { order: typeof orders.$inferSelect; now: Date; failure: { code: string; message: string } },
) {
  const scheduled = await scheduleRetry(deps, { order, now });
  if (!scheduled) return;
  await enqueuePaymentMessage(deps, {
    orderId: order.id,
    message: {
      kind: "renewal-failed",
      reason: failure.message,
      code: failure.code,
      retryAt: scheduled.retryAt,
    },
  });
}

/** The next try, or null once the subscription ended; nothing for a renewal already settled. */
async function scheduleRetry(
  { db, renewalRetryDays: retryDays }: OrderStepDeps,
  { order, now }: { order: typeof orders.$inferSelect; now: Date },
): Promise<{ retryAt: Date | null } | null> {
  if (!order.subscription_id || order.period_number === null) return null;
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscription_id))
    .for("update");
  if (!sub || sub.status === "CANCELED" || sub.next_period_number !== order.period_number)
    return null;
  const failures = sub.failed_renewals + 1;
  const pastDueSince = sub.past_due_since ?? now;
  const retryAfterDays = retryDays[failures - 1];
  if (retryAfterDays === undefined) {
    await endSubscription({ db }, { subscription: { ...sub, failed_renewals: failures }, now });
    await db
      .update(subscriptions)
      .set({ failed_renewals: failures })
      .where(eq(subscriptions.id, sub.id));
    return { retryAt: null };
  }
  const retryAt = new Date(
    Math.max(pastDueSince.getTime() + retryAfterDays * DAY_MS, now.getTime() + MIN_GAP_MS),
  );
  const [pastDue] = await db
    .update(subscriptions)
    .set({
      status: "PAST_DUE",
      failed_renewals: failures,
      past_due_since: pastDueSince,
      due_at: retryAt,
      updated_at: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  // Told once, when it falls past due; its later refused retries change nothing a creator shows.
  if (pastDue && sub.status !== "PAST_DUE") {
    await recordWebhookEvent(
      { db },
      {
        publisherId: pastDue.publisher_id,
        type: "subscription.past_due",
        resourceId: pastDue.id,
        data: subscriptionEventData(pastDue),
        now,
      },
    );
  }
  return { retryAt };
}
