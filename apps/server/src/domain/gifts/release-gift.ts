import { addInterval } from "@creator-checkout/core/pricing";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { gifts, type orders, outgoingMessages } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { giftEventData } from "../webhooks/webhook-event-data";
import { GIFT_VALID_YEARS } from "./gift-limits";

/**
 * A gift's order was paid: the recipient's e-mail, held since the gift was bought, is due at its
 * delivery date (or at once), and the code works from then for a year (docs/decisions/033).
 * `db` is the transaction that marks the order paid, so a gift is never redeemable unpaid.
 */
export async function releaseGift(
  { db, clock }: { db: Db; clock: Clock },
  { order, now }: { order: typeof orders.$inferSelect; now: Date },
) {
  const [gift] = await db.select().from(gifts).where(eq(gifts.order_id, order.id));
  if (!gift) throw new Error(`gift of order ${order.id} vanished`);
  const sendNow = (clock.real ?? clock).now();
  const runAt = gift.deliver_at && gift.deliver_at > sendNow ? gift.deliver_at : sendNow;
  const validFrom = gift.deliver_at && gift.deliver_at > now ? gift.deliver_at : now;
  if (gift.message_id) {
    await db
      .update(outgoingMessages)
      .set({ run_at: runAt })
      .where(and(eq(outgoingMessages.id, gift.message_id), isNull(outgoingMessages.sent_at)));
  }
  const expiresAt = addInterval(validFrom, GIFT_VALID_YEARS, "year");
  await db
    .update(gifts)
    .set({ expires_at: expiresAt, updated_at: now })
    .where(eq(gifts.id, gift.id));
  await recordWebhookEvent(
    { db },
    {
      publisherId: gift.publisher_id,
      type: "gift.purchased",
      resourceId: gift.id,
      data: giftEventData({ ...gift, expires_at: expiresAt }, null),
      now,
    },
  );
}
