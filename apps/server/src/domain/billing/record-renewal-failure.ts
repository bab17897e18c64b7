import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { type orders, subscriptions } from "../../db/schema";
import { endSubscription } from "./end-subscription";

const DAY_MS = 24 * 60 * 60 * 1000;
// A worker that was stopped for days catches up one try at a time, not all of them at once.
const MIN_GAP_MS = 60 * 60 * 1000;

/**
 * A renewal the card refused (docs/decisions/030): the subscription is PAST_DUE and keeps access
 * while it is tried again `retryDays` after the first failure; when the last try fails it ends.
 * Runs in the transaction that marks the order failed. Answers when the next try will be, or
 * null when the subscription ended.
 */
export async function recordRenewalFailure(
  { db }: { db: Db },
  {
    order,
    now,
    retryDays,
  }: { order: typeof orders.$inferSelect; now: Date; retryDays: readonly number[] },
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
  await db
    .update(subscriptions)
    .set({
      status: "PAST_DUE",
      failed_renewals: failures,
      past_due_since: pastDueSince,
      due_at: retryAt,
      updated_at: now,
    })
    .where(eq(subscriptions.id, sub.id));
  return { retryAt };
}
