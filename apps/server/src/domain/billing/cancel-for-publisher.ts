import { and, eq } from "drizzle-orm";
import { AppError } from "../../app-error";
import { subscriptions } from "../../db/schema";
import type { PaymentDeps } from "../purchases/payment-deps";
import { cancelLockedSubscription } from "./cancel-subscription";
import { subscriptionView } from "./subscription-view";

/**
 * The publisher cancels one of its subscribers (docs/decisions/078): at the period's end, as the
 * buyer's own cancel does, or now, which ends access at once. Nothing is refunded by a cancel; a
 * refund is its own request.
 */
export async function cancelForPublisher(
  { db, clock, renewalRetryDays }: Pick<PaymentDeps, "db" | "clock" | "renewalRetryDays">,
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
    return cancelLockedSubscription(tx, found, { atPeriodEnd: input.atPeriodEnd, now });
  });
  return {
    subscription: await subscriptionView({ db, retryDays: renewalRetryDays }, sub),
    refunded_amount: 0 as const,
  };
}
