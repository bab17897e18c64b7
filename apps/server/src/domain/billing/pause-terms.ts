import { billingPeriod } from "@creator-checkout/core/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers, type subscriptions } from "../../db/schema";
import { subscriptionCycle } from "./subscription-cycle";
import { subscriptionErrors } from "./subscription-errors";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Why this subscription cannot be paused, or null when it can (docs/decisions/175): it must
 * renew, be paid up past its trial, and be neither canceled nor paused already.
 */
export function pauseRefusal(sub: SubscriptionRow) {
  if (sub.status === "CANCELED") return subscriptionErrors.ended();
  if (!sub.recurring || !subscriptionCycle(sub)) return subscriptionErrors.notRecurring();
  // A gift's term has no price to renew at (docs/decisions/033).
  if (sub.renewal_amount === null || sub.currency === null) return subscriptionErrors.fixedTerm();
  if (sub.paused_until) return subscriptionErrors.alreadyPaused();
  if (sub.cancel_at_period_end)
    return subscriptionErrors.notPausable(
      "This subscription is canceled and ends when its period does, so there is nothing to pause. Resume it first to keep it.",
    );
  if (sub.status === "TRIALING")
    return subscriptionErrors.notPausable(
      "A subscription can be paused once its trial is over and its first period is paid.",
    );
  if (sub.status !== "ACTIVE")
    return subscriptionErrors.notPausable(
      "A payment for this subscription is overdue. Pay it first; then you can pause.",
    );
  if (!sub.due_at) return subscriptionErrors.notRecurring();
  return null;
}

/** The date a pause of `periods` whole periods renews on: that many periods past the next renewal. */
export function pauseResumesAt(sub: SubscriptionRow, periods: number): Date | null {
  const cycle = subscriptionCycle(sub);
  return cycle && billingPeriod(cycle, sub.next_period_number + periods).start;
}

/** The most periods this store lets a subscriber pause for; 0 offers no pause. */
export async function maxPausePeriods({ db }: { db: Db }, publisherId: string): Promise<number> {
  const [row] = await db
    .select({ most: publishers.max_pause_periods })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  return row?.most ?? 0;
}
