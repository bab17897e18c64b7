import type { Subscription } from "@creator-checkout/core/api";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { checkCancelAnswer, recordCancelAnswer } from "./cancel-answer";
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
  input: {
    publisherId: string;
    userId: string;
    subscriptionId: string;
    /** Why, when the buyer was asked (docs/decisions/178). */
    answer?: CancelAnswer | undefined;
  },
): Promise<Subscription> {
  const now = clock.now();
  const { answer } = input;
  const sub = await db.transaction(async (tx) => {
    const found = await lockOwnSubscription({ db: tx }, input);
    if (answer) await checkCancelAnswer({ db: tx }, { publisherId: found.publisher_id, answer });
    const after = await cancelLockedSubscription(tx, found, { atPeriodEnd: true, now });
    // Canceling again changes nothing, and is not counted again.
    if (answer && !found.cancel_at_period_end)
      await recordCancelAnswer({ db: tx }, { sub: after, answer, outcome: "canceled", now });
    return after;
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
