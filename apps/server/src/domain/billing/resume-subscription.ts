import type { Subscription } from "@creator-checkout/core/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { endPause } from "./end-pause";
import { endSubscription } from "./end-subscription";
import { lockOwnSubscription } from "./lock-own-subscription";
import { enqueuePauseReminder } from "./pause-reminder";
import { renewSubscription } from "./renew-subscription";
import { subscriptionErrors } from "./subscription-errors";
import { subscriptionView } from "./subscription-view";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Undoes a cancel before the period ends: the subscription renews on its date as before. Ends a
 * pause early (docs/decisions/175): the renewal falls back to its schedule, and a period already
 * under way on it is charged at once, through the renewal's own path. Resuming one that was
 * neither canceled nor paused changes nothing; one that has ended must be bought again.
 */
export async function resumeSubscription(
  deps: PaymentDeps,
  input: { publisherId: string; userId: string; subscriptionId: string },
): Promise<Subscription> {
  const { db, clock, renewalRetryDays } = deps;
  const now = clock.now();
  const step = await db.transaction(async (tx) => {
    const found = await lockOwnSubscription({ db: tx }, input);
    if (!found.recurring) throw subscriptionErrors.notRecurring();
    if (found.status === "CANCELED") throw subscriptionErrors.ended();
    // A gift's term has no price to renew at (docs/decisions/033).
    if (found.renewal_amount === null) throw subscriptionErrors.fixedTerm();
    if (found.paused_until && !found.cancel_at_period_end) return await endPause(tx, found, now);
    return { sub: await undoCancel(deps, tx, found, now), dueNow: false };
  });
  if (!step.sub) throw subscriptionErrors.ended();
  let sub = step.sub;
  if (step.dueNow) {
    // The period under way is charged now, exactly as the billing worker would charge it.
    await renewSubscription(deps, { subscriptionId: sub.id });
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    sub = after ?? sub;
  }
  return await subscriptionView({ db, retryDays: renewalRetryDays }, sub);
}

async function undoCancel(
  deps: PaymentDeps,
  tx: Db,
  found: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow | null> {
  if (!found.cancel_at_period_end) return found;
  // Its last period is over even if the worker has not yet come round to end it.
  if (found.current_period_end && found.current_period_end <= now) {
    await endSubscription({ db: tx }, { subscription: found, now });
    return null;
  }
  // A paused subscription canceled lost its reminder; renewing again, it is told once more.
  const reminderId = found.paused_until
    ? await enqueuePauseReminder(
        { db: tx, clock: deps.clock, publicUrl: deps.publicUrl },
        { sub: found, resumesAt: found.paused_until },
      )
    : null;
  const [resumed] = await tx
    .update(subscriptions)
    .set({
      cancel_at_period_end: false,
      canceled_at: null,
      updated_at: now,
      ...(found.paused_until ? { pause_reminder_id: reminderId } : {}),
    })
    .where(eq(subscriptions.id, found.id))
    .returning();
  return resumed ?? found;
}
