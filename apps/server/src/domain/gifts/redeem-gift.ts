import type { RedeemGiftResult } from "@creator-checkout/core/api";
import { billingPeriod } from "@creator-checkout/core/pricing";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { gifts, orders, subscriptions } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { subscriptionView } from "../billing/subscription-view";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { giftEventData } from "../webhooks/webhook-event-data";
import { findGift } from "./find-gift";
import { giftErrors } from "./gift-errors";

/**
 * The recipient, signed in, turns a gift into their own access (docs/decisions/033): a pass, or a
 * subscription ACTIVE for one term that ends at its period's end and is never charged (it is
 * canceled at the period's end and has no renewal amount, so the billing engine ends it). The
 * recipient's own order (amount 0) holds the product like a purchase (docs/decisions/022): one
 * who already has it is refused and the gift stays unredeemed. The gift's row lock makes one
 * redemption of concurrent ones.
 */
export async function redeemGift(
  deps: { db: Db; clock: Clock; secret: Buffer; renewalRetryDays: readonly number[] },
  input: { publisherId: string; userId: string; code: string; ip: string },
): Promise<RedeemGiftResult> {
  const now = deps.clock.now();
  // Outside the transaction, so a wrong code's count is kept when the request fails.
  const found = await findGift(deps, {
    code: input.code,
    ip: input.ip,
    creator: { publisherId: input.publisherId },
  });
  const { option, product } = found;
  const sub = await deps.db.transaction(async (tx) => {
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, found.gift.id)).for("update");
    if (!gift?.expires_at) throw giftErrors.notFound();
    if (gift.redeemed_at) throw giftErrors.redeemed();
    if (gift.expires_at <= now) throw giftErrors.expired();
    const key = `gift:${gift.id}`;
    const [order] = await tx
      .insert(orders)
      .values({
        publisher_id: gift.publisher_id,
        user_id: input.userId,
        product_option_id: option.id,
        kind: "redemption",
        idempotency_key: key,
        request_fingerprint: key,
        amount: 0,
        currency: option.currency,
        claims_product_id: product.id,
        status: "paid",
        paid_at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) throw giftErrors.alreadyHeld(product.title);
    const interval = option.recurring ? option.interval : null;
    const cycle = interval
      ? { anchor: now, interval, intervalQuantity: option.interval_quantity }
      : null;
    const termEnd = cycle ? billingPeriod(cycle, 0).end : null;
    const [created] = await tx
      .insert(subscriptions)
      .values({
        publisher_id: gift.publisher_id,
        user_id: input.userId,
        product_id: product.id,
        product_option_id: option.id,
        order_id: order.id,
        status: "ACTIVE",
        recurring: option.recurring,
        current_period_start: now,
        current_period_end: termEnd,
        billing_anchor: cycle?.anchor ?? null,
        next_period_number: 1,
        interval,
        interval_quantity: cycle ? option.interval_quantity : null,
        // No renewal amount and canceled at the period's end: the engine ends it, never charges.
        renewal_amount: null,
        currency: option.currency,
        cancel_at_period_end: cycle !== null,
        canceled_at: cycle ? now : null,
        due_at: termEnd,
      })
      .returning();
    if (!created) throw new Error(`gift ${gift.id} could not be redeemed`);
    await tx
      .update(gifts)
      .set({
        redeemed_at: now,
        redeemed_by: input.userId,
        redemption_order_id: order.id,
        updated_at: now,
      })
      .where(eq(gifts.id, gift.id));
    await recordWebhookEvent(
      { db: tx },
      {
        publisherId: gift.publisher_id,
        type: "gift.redeemed",
        resourceId: gift.id,
        data: giftEventData(gift, { userId: input.userId, orderId: order.id }),
        now,
      },
    );
    return created;
  });
  return {
    product_option_id: sub.product_option_id,
    subscription: await subscriptionView({ db: deps.db, retryDays: deps.renewalRetryDays }, sub),
  };
}
