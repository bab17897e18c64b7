import { billingPeriod } from "@creator-checkout/core/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";
import { subscriptionCycle } from "./subscription-cycle";

type Subscription = typeof subscriptions.$inferSelect;

/** Where a renewal's period starts: the boundary of the period it pays for. */
function renewalStart(sub: Subscription, periodNumber: number): Date | null {
  const cycle = subscriptionCycle(sub);
  return cycle ? billingPeriod(cycle, periodNumber).start : null;
}

/**
 * The first renewal of the subscription on or after `notBefore` (and after a pause it is in):
 * the date a price move told today takes effect, so the notice is never shorter than promised.
 * Null for what never renews.
 */
export function firstRenewalFrom(sub: Subscription, notBefore: Date): Date | null {
  const earliest = Math.max(notBefore.getTime(), sub.paused_until?.getTime() ?? 0);
  // A day's cycle reaches a year's notice in 366 steps; nothing we sell needs more.
  for (let n = sub.next_period_number; n <= sub.next_period_number + 400; n++) {
    const start = renewalStart(sub, n);
    if (!start) return null;
    if (start.getTime() >= earliest) return start;
  }
  return null;
}

/**
 * Whether the renewal now due charges the moved price: the period it pays for starts at or after
 * the date the subscriber was told. An overdue period is charged as it was first asked.
 */
export function movesAtNextRenewal(sub: Subscription): boolean {
  if (sub.moved_renewal_amount === null || !sub.price_moves_at || sub.failed_renewals > 0) {
    return false;
  }
  const start = renewalStart(sub, sub.next_period_number);
  return start !== null && start.getTime() >= sub.price_moves_at.getTime();
}

/** The subscription as its next renewal charges it, with a price move that takes effect then. */
export function withDuePriceMove(sub: Subscription): Subscription {
  return movesAtNextRenewal(sub)
    ? { ...sub, renewal_amount: sub.moved_renewal_amount, ...noPriceMove }
    : sub;
}

/** No price move scheduled; a switch to another option drops one, as it sets its own price. */
export const noPriceMove = { moved_renewal_amount: null, price_moves_at: null } as const;

/**
 * Takes a price move whose date has come, before the renewal's order is placed: from this period
 * on the subscription renews at the new price. `db` is the renewal's transaction, holding the
 * subscription's row lock.
 */
export async function applyDuePriceMove(
  { db }: { db: Db },
  { sub, now }: { sub: Subscription; now: Date },
): Promise<Subscription> {
  if (!movesAtNextRenewal(sub)) return sub;
  const [moved] = await db
    .update(subscriptions)
    .set({ renewal_amount: sub.moved_renewal_amount, ...noPriceMove, updated_at: now })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return moved ?? sub;
}
