import type { Subscription } from "@creator-checkout/core/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { endSubscription } from "./end-subscription";
import { findChargeUnderWay } from "./find-charge-under-way";
import { lockOwnSubscription } from "./lock-own-subscription";
import { withdrawPauseReminder } from "./pause-reminder";
import { subscriptionErrors } from "./subscription-errors";
import { subscriptionView } from "./subscription-view";

/**
 * The buyer cancels: access lasts to the end of the period already paid (or the trial), and
 * nothing more is charged. A subscription whose renewal failed has no paid period left, so it
 * ends at once (docs/decisions/030). Canceling again changes nothing.
 */
export async function cancelSubscription(
  { db, clock, renewalRetryDays }: Pick<PaymentDeps, "db" | "clock" | "renewalRetryDays">,
  input: { publisherId: string; userId: string; subscriptionId: string },
): Promise<Subscription> {
  const now = clock.now();
  const sub = await db.transaction(async (tx) => {
    const found = await lockOwnSubscription({ db: tx }, input);
    return cancelLockedSubscription(tx, found, { atPeriodEnd: true, now });
  });
  return await subscriptionView({ db, retryDays: renewalRetryDays }, sub);
}

/**
 * Cancels a subscription the caller's transaction holds locked: at the period's end (access
 * lasts, nothing more is charged; one whose renewal failed has no paid period left and ends at
 * once), or now. Returns the subscription as it is after.
 */
export async function cancelLockedSubscription(
  tx: Db,
  found: typeof subscriptions.$inferSelect,
  { atPeriodEnd, now }: { atPeriodEnd: boolean; now: Date },
) {
  if (found.status === "CANCELED") throw subscriptionErrors.ended();
  if (atPeriodEnd && !found.recurring) throw subscriptionErrors.notRecurring();
  // A charge in flight would be for the period being left; let it end first.
  if (await findChargeUnderWay({ db: tx }, found.id)) throw subscriptionErrors.paymentUnderWay();
  // A paused subscription canceled never resumes: the e-mail saying it would is withdrawn.
  await withdrawPauseReminder({ db: tx }, found);
  if (!atPeriodEnd || found.status === "PAST_DUE") {
    await endSubscription({ db: tx }, { subscription: found, now });
  } else if (!found.cancel_at_period_end) {
    await tx
      .update(subscriptions)
      .set({ cancel_at_period_end: true, canceled_at: now, updated_at: now })
      .where(eq(subscriptions.id, found.id));
  }
  const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.id, found.id));
  return after ?? found;
}
