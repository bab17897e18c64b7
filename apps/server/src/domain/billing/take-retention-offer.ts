import type { Subscription } from "@creator-checkout/core/api";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { checkCancelAnswer, recordCancelAnswer, storeCancelFlow } from "./cancel-answer";
import { retentionOfferFor } from "./cancel-offers";
import { lockOwnSubscription } from "./lock-own-subscription";
import { subscriptionErrors } from "./subscription-errors";
import { subscriptionView } from "./subscription-view";

/**
 * The subscriber takes the store's retention offer instead of canceling (docs/decisions/182):
 * its share comes off the next renewals it covers, then the price is charged in full. Under the
 * subscription's lock, once per subscription; the answer is recorded with outcome `discounted`
 * in the same transaction, and a pending cancel is withdrawn, as the subscriber stays.
 */
export async function takeRetentionOffer(
  { db, clock, renewalRetryDays }: Pick<PaymentDeps, "db" | "clock" | "renewalRetryDays">,
  input: {
    publisherId: string;
    userId: string;
    subscriptionId: string;
    answer?: CancelAnswer | undefined;
  },
): Promise<Subscription> {
  const now = clock.now();
  const answer = input.answer ?? { reason: null, note: null };
  const sub = await db.transaction(async (tx) => {
    const found = await lockOwnSubscription({ db: tx }, input);
    await checkCancelAnswer({ db: tx }, { publisherId: found.publisher_id, answer });
    if (found.retention_taken_at !== null) throw subscriptionErrors.offerAlreadyTaken();
    const flow = await storeCancelFlow({ db: tx }, found.publisher_id);
    const offer = retentionOfferFor(found, flow);
    if (!offer)
      throw subscriptionErrors.offerNotMade(
        "This store makes no discount offer to this subscription now.",
      );
    const [taken] = await tx
      .update(subscriptions)
      .set({
        retention_percent_off: offer.percent_off,
        retention_renewals_left: offer.renewals,
        retention_taken_at: now,
        cancel_at_period_end: false,
        canceled_at: null,
        updated_at: now,
      })
      .where(eq(subscriptions.id, found.id))
      .returning();
    if (!taken) throw subscriptionErrors.notFound();
    await recordCancelAnswer({ db: tx }, { sub: taken, answer, outcome: "discounted", now });
    return taken;
  });
  return await subscriptionView({ db, retryDays: renewalRetryDays }, sub);
}
