import { billingPeriod } from "@creator-checkout/core/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { subscriptions } from "../../db/schema";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { withdrawPauseReminder } from "./pause-reminder";
import { subscriptionCycle } from "./subscription-cycle";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The pause's columns cleared: what a subscription that is not paused holds. */
export const notPaused = { paused_until: null, paused_from_period: null, pause_reminder_id: null };

/**
 * Where the renewal of a paused subscription resumed at `now` stands (docs/decisions/175): on the
 * date it would have renewed without the pause, if that is still ahead; else the period under
 * way on that schedule is due at once, and is the one the renewal charges. A period skipped is
 * never charged, and a period is never charged twice: the renewal's order is keyed by its number.
 */
export function resumedSchedule(sub: SubscriptionRow, now: Date) {
  const cycle = subscriptionCycle(sub);
  const from = sub.paused_from_period;
  if (!cycle || from === null) return null;
  const original = billingPeriod(cycle, from).start;
  if (original > now) {
    return { next_period_number: from, current_period_end: original, due_at: original };
  }
  let under = from;
  while (under < sub.next_period_number && billingPeriod(cycle, under).end <= now) under += 1;
  const start = billingPeriod(cycle, under).start;
  return { next_period_number: under, current_period_end: start, due_at: now };
}

/**
 * Ends a pause before its date, on a subscription the caller's transaction holds locked: the
 * reminder not yet sent is withdrawn, and the renewal falls back to its schedule. Answers the
 * subscription after, and whether its renewal is due now.
 */
export async function endPause(
  tx: Db,
  found: SubscriptionRow,
  now: Date,
): Promise<{ sub: SubscriptionRow; dueNow: boolean }> {
  const schedule = resumedSchedule(found, now);
  if (!schedule) return { sub: found, dueNow: false };
  await withdrawPauseReminder({ db: tx }, found);
  const [resumed] = await tx
    .update(subscriptions)
    .set({ ...schedule, ...notPaused, updated_at: now })
    .where(eq(subscriptions.id, found.id))
    .returning();
  if (!resumed) return { sub: found, dueNow: false };
  await recordWebhookEvent(
    { db: tx },
    {
      publisherId: resumed.publisher_id,
      type: "subscription.resumed",
      resourceId: resumed.id,
      data: subscriptionEventData(resumed),
      now,
    },
  );
  return { sub: resumed, dueNow: schedule.due_at <= now };
}
