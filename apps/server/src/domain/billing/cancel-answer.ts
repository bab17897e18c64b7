import type { CancelAnswer, CancelFlow, CancelOutcome } from "@creator-checkout/core/catalog";
import { isStoreReason, NO_CANCEL_FLOW } from "@creator-checkout/core/catalog";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cancelAnswers, publishers, type subscriptions } from "../../db/schema";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { subscriptionErrors } from "./subscription-errors";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What this store asks and offers a subscriber who presses Cancel (docs/decisions/178, 182). */
export async function storeCancelFlow(
  { db }: { db: Db },
  publisherId: string,
): Promise<CancelFlow> {
  const [row] = await db
    .select({ flow: publishers.cancel_flow })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  // Settings written before a field was added read as its default.
  return { ...NO_CANCEL_FLOW, ...row?.flow };
}

/**
 * Refuses a reason the store does not list, before anything is changed: the caller's
 * transaction then writes nothing.
 */
export async function checkCancelAnswer(
  { db }: { db: Db },
  { publisherId, answer }: { publisherId: string; answer: CancelAnswer },
): Promise<void> {
  if (!isStoreReason(await storeCancelFlow({ db }, publisherId), answer.reason))
    throw subscriptionErrors.reasonNotOffered();
}

/**
 * Records what a subscriber said and chose, in the transaction that made the outcome, and tells
 * webhooks (`subscription.cancel_answered`): the creator hears why, and whether a pause or a
 * switch kept the subscriber.
 */
export async function recordCancelAnswer(
  { db }: { db: Db },
  input: { sub: SubscriptionRow; answer: CancelAnswer; outcome: CancelOutcome; now: Date },
): Promise<void> {
  const { sub, answer, outcome, now } = input;
  await db.insert(cancelAnswers).values({
    publisher_id: sub.publisher_id,
    subscription_id: sub.id,
    reason: answer.reason,
    note: answer.note,
    outcome,
    created_at: now,
  });
  await recordWebhookEvent(
    { db },
    {
      publisherId: sub.publisher_id,
      type: "subscription.cancel_answered",
      resourceId: sub.id,
      data: {
        ...subscriptionEventData(sub),
        cancel_answer: { reason: answer.reason, note: answer.note, outcome },
      },
      now,
    },
  );
}
