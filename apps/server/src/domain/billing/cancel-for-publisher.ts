import { and, desc, eq, or } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { orders, subscriptions } from "../../db/schema";
import { enqueuePaymentMessage } from "../purchases/enqueue-payment-message";
import type { PaymentDeps } from "../purchases/payment-deps";
import { cancelLockedSubscription } from "./cancel-subscription";
import { subscriptionView } from "./subscription-view";

/**
 * The publisher cancels one of its subscribers (docs/decisions/078): at the period's end, as the
 * buyer's own cancel does, or now, which ends access at once. Nothing is refunded by a cancel; a
 * refund is its own request. The buyer is e-mailed (or texted) what ended and when, in the
 * cancel's transaction; canceling again tells them nothing new.
 */
export async function cancelForPublisher(
  {
    db,
    clock,
    renewalRetryDays,
    publicUrl,
  }: Pick<PaymentDeps, "db" | "clock" | "renewalRetryDays" | "publicUrl">,
  input: { publisherId: string; subscriptionId: string; atPeriodEnd: boolean },
) {
  const now = clock.now();
  const sub = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, input.subscriptionId),
          eq(subscriptions.publisher_id, input.publisherId),
        ),
      )
      .for("update");
    if (!found) {
      throw new AppError(
        "SUBSCRIPTION_NOT_FOUND",
        404,
        "There is no such subscription at this publisher.",
      );
    }
    const after = await cancelLockedSubscription(tx, found, {
      atPeriodEnd: input.atPeriodEnd,
      now,
    });
    const changed =
      after.status !== found.status || after.cancel_at_period_end !== found.cancel_at_period_end;
    if (changed) {
      await enqueuePaymentMessage(
        { db: tx, clock, publicUrl },
        {
          orderId: await latestOrderOf(tx, after),
          message: {
            kind: "canceled",
            endsAt: after.status === "CANCELED" ? null : after.current_period_end,
          },
        },
      );
    }
    return after;
  });
  return {
    subscription: await subscriptionView({ db, retryDays: renewalRetryDays }, sub),
    refunded_amount: 0 as const,
  };
}

/** The subscription's last paid order, which names the option it is on now, after any switch. */
async function latestOrderOf(db: Db, sub: typeof subscriptions.$inferSelect): Promise<string> {
  const [latest] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(eq(orders.subscription_id, sub.id), eq(orders.id, sub.order_id)),
        eq(orders.status, "paid"),
      ),
    )
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1);
  return latest?.id ?? sub.order_id;
}
