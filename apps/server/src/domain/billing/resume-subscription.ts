import type { Subscription } from "@creator-checkout/core/api";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { endSubscription } from "./end-subscription";
import { lockOwnSubscription } from "./lock-own-subscription";
import { subscriptionErrors } from "./subscription-errors";
import { subscriptionView } from "./subscription-view";

/**
 * Undoes a cancel before the period ends: the subscription renews on its date as before.
 * Resuming one that was never canceled changes nothing; one that has ended must be bought again.
 */
export async function resumeSubscription(
  { db, clock, renewalRetryDays }: Pick<PaymentDeps, "db" | "clock" | "renewalRetryDays">,
  input: { publisherId: string; userId: string; subscriptionId: string },
): Promise<Subscription> {
  const now = clock.now();
  const sub = await db.transaction(async (tx) => {
    const found = await lockOwnSubscription({ db: tx }, input);
    if (!found.recurring) throw subscriptionErrors.notRecurring();
    if (found.status === "CANCELED") throw subscriptionErrors.ended();
    // A gift's term has no price to renew at (docs/decisions/033).
    if (found.renewal_amount === null) throw subscriptionErrors.fixedTerm();
    if (!found.cancel_at_period_end) return found;
    // Its last period is over even if the worker has not yet come round to end it.
    if (found.current_period_end && found.current_period_end <= now) {
      await endSubscription({ db: tx }, { subscription: found, now });
      return null;
    }
    const [resumed] = await tx
      .update(subscriptions)
      .set({ cancel_at_period_end: false, canceled_at: null, updated_at: now })
      .where(eq(subscriptions.id, found.id))
      .returning();
    return resumed ?? found;
  });
  if (!sub) throw subscriptionErrors.ended();
  return await subscriptionView({ db, retryDays: renewalRetryDays }, sub);
}
