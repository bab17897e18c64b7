import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, subscriptions } from "../../db/schema";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { notPaused } from "./end-pause";
import { withdrawPauseReminder } from "./pause-reminder";

/**
 * Ends a subscription now: CANCELED, which the page treats as no current subscription (product.md
 * §4), nothing more due, and the product released so the buyer may buy it again
 * (docs/decisions/022). `db` is the caller's transaction, holding the subscription's row lock.
 */
export async function endSubscription(
  { db }: { db: Db },
  { subscription, now }: { subscription: typeof subscriptions.$inferSelect; now: Date },
) {
  // An ended subscription never resumes from a pause: its reminder is not sent.
  await withdrawPauseReminder({ db }, subscription);
  const [ended] = await db
    .update(subscriptions)
    .set({
      status: "CANCELED",
      ended_at: now,
      canceled_at: subscription.canceled_at ?? now,
      due_at: null,
      ...notPaused,
      updated_at: now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (ended) {
    await recordWebhookEvent(
      { db },
      {
        publisherId: ended.publisher_id,
        type: "subscription.canceled",
        resourceId: ended.id,
        data: subscriptionEventData(ended),
        now,
      },
    );
  }
  await db
    .update(orders)
    .set({ claims_product_id: null, updated_at: now })
    .where(eq(orders.id, subscription.order_id));
}
