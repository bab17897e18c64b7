import { renewalDate, trialEnd as trialEndOf } from "@creator-checkout/core/pricing";
import type { Db } from "../../db/connect";
import { type orders, type productOptions, subscriptions } from "../../db/schema";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";

/**
 * Principle P8: access follows a paid order. A recurring option starts a subscription: trialing
 * until its trial ends, else active for its first period, and due for renewal then (principle
 * P13). A pass or a payment is active for good and never due.
 */
export async function grantAccess(
  { db }: { db: Db },
  input: { order: AccessOrder; option: typeof productOptions.$inferSelect; now: Date },
) {
  const [granted] = await db
    .insert(subscriptions)
    .values(accessOf(input))
    .onConflictDoNothing({ target: subscriptions.order_id })
    .returning();
  if (granted?.recurring) {
    await recordWebhookEvent(
      { db },
      {
        publisherId: granted.publisher_id,
        type: "subscription.created",
        resourceId: granted.id,
        data: subscriptionEventData(granted),
        now: input.now,
      },
    );
  }
}

type AccessOrder = Pick<
  typeof orders.$inferSelect,
  "id" | "publisher_id" | "user_id" | "recurring_amount" | "currency"
>;

/** The access row a paid order grants, as of `now`. */
export function accessOf({
  order,
  option,
  now,
}: {
  order: AccessOrder;
  option: typeof productOptions.$inferSelect;
  now: Date;
}) {
  const interval = option.recurring ? option.interval : null;
  const terms = {
    interval,
    interval_quantity: option.interval_quantity,
    trial_quantity: option.trial_quantity || null,
    trial_interval: option.trial_interval,
  };
  // The page's summary names these same dates: the trial's end, else the first renewal.
  const trialEnd = trialEndOf(terms, now);
  const periodEnd = renewalDate(terms, now);
  const cycle = interval
    ? { anchor: trialEnd ?? now, interval, intervalQuantity: option.interval_quantity }
    : null;
  return {
    publisher_id: order.publisher_id,
    user_id: order.user_id,
    product_id: option.product_id,
    product_option_id: option.id,
    order_id: order.id,
    status: trialEnd ? "TRIALING" : "ACTIVE",
    recurring: option.recurring,
    current_period_start: now,
    current_period_end: periodEnd,
    trial_end: trialEnd,
    billing_anchor: cycle?.anchor ?? null,
    // After a trial the first renewal pays period 0; after a first payment, period 1.
    next_period_number: trialEnd ? 0 : 1,
    interval,
    interval_quantity: cycle ? option.interval_quantity : null,
    renewal_amount: cycle ? order.recurring_amount : null,
    // The currency the buyer bought in, for every renewal (docs/decisions/161).
    currency: order.currency,
    due_at: periodEnd,
  } satisfies typeof subscriptions.$inferInsert;
}
