import type { Subscription } from "@creator-checkout/core/api";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { checkCancelAnswer, recordCancelAnswer } from "./cancel-answer";
import { findChargeUnderWay } from "./find-charge-under-way";
import { lockOwnSubscription } from "./lock-own-subscription";
import { enqueuePauseReminder } from "./pause-reminder";
import { maxPausePeriods, pauseRefusal, pauseResumesAt } from "./pause-terms";
import { subscriptionErrors } from "./subscription-errors";
import { subscriptionView } from "./subscription-view";

/**
 * The buyer pauses a renewing subscription for `periods` whole periods, where the store allows:
 * nothing is charged while paused, access continues, and the renewal moves forward by exactly
 * the periods paused, counted from the subscription's anchor like every period (so the periods
 * skipped are never charged and the renewal that follows pays for the period it starts). Under
 * the subscription's row lock, so of two pauses at once one is made and the other is refused.
 */
export async function pauseSubscription(
  deps: Pick<PaymentDeps, "db" | "clock" | "renewalRetryDays" | "publicUrl">,
  input: {
    publisherId: string;
    userId: string;
    subscriptionId: string;
    periods: number;
    /** Paused instead of canceling: why the buyer meant to cancel (docs/decisions/178). */
    cancelAnswer?: CancelAnswer | undefined;
  },
): Promise<Subscription> {
  const { db, clock } = deps;
  const now = clock.now();
  const { cancelAnswer } = input;
  const sub = await db.transaction(async (tx) => {
    const found = await lockOwnSubscription({ db: tx }, input);
    if (cancelAnswer)
      await checkCancelAnswer(
        { db: tx },
        { publisherId: found.publisher_id, answer: cancelAnswer },
      );
    const most = await maxPausePeriods({ db: tx }, found.publisher_id);
    if (most === 0) throw subscriptionErrors.pauseNotOffered();
    const refusal = pauseRefusal(found);
    if (refusal) throw refusal;
    if (found.due_at && found.due_at <= now)
      throw subscriptionErrors.notPausable(
        "This subscription renews at this moment. Try again once its renewal has gone through.",
      );
    if (input.periods > most) throw subscriptionErrors.pauseTooLong(most);
    if (await findChargeUnderWay({ db: tx }, found.id)) throw subscriptionErrors.paymentUnderWay();
    const resumesAt = pauseResumesAt(found, input.periods);
    if (!resumesAt) throw subscriptionErrors.notRecurring();
    const reminderId = await enqueuePauseReminder(
      { db: tx, clock, publicUrl: deps.publicUrl },
      { sub: found, resumesAt },
    );
    const [paused] = await tx
      .update(subscriptions)
      .set({
        paused_until: resumesAt,
        paused_from_period: found.next_period_number,
        pause_reminder_id: reminderId,
        next_period_number: found.next_period_number + input.periods,
        current_period_end: resumesAt,
        due_at: resumesAt,
        updated_at: now,
      })
      .where(eq(subscriptions.id, found.id))
      .returning();
    if (!paused) throw subscriptionErrors.notFound();
    await recordWebhookEvent(
      { db: tx },
      {
        publisherId: paused.publisher_id,
        type: "subscription.paused",
        resourceId: paused.id,
        data: subscriptionEventData(paused),
        now,
      },
    );
    if (cancelAnswer)
      await recordCancelAnswer(
        { db: tx },
        { sub: paused, answer: cancelAnswer, outcome: "paused", now },
      );
    return paused;
  });
  return await subscriptionView({ db, retryDays: deps.renewalRetryDays }, sub);
}
