import type { Interval } from "@creator-checkout/core/catalog";
import { prorateSwitch, type SwitchNow } from "@creator-checkout/core/pricing";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, type subscriptions } from "../../db/schema";
import { purchaseAmount } from "../purchases/purchase-amount";
import { purchaseErrors } from "../purchases/purchase-errors";
import { findSwitchableSubscription } from "./find-switchable-subscription";
import { subscriptionErrors } from "./subscription-errors";

export interface SwitchInput {
  publisherId: string;
  userId: string;
  productOptionId: string;
  customPrice?: number | null | undefined;
}

type Subscription = typeof subscriptions.$inferSelect;
type Option = typeof productOptions.$inferSelect;

/** What switching a subscription to `target` would do now; the same rule the preview shows. */
export function switchNowFor(
  sub: Subscription,
  target: { option: Option; amount: number },
  now: Date,
): SwitchNow {
  if (
    sub.status === "CANCELED" ||
    !sub.current_period_end ||
    !sub.interval ||
    !sub.interval_quantity ||
    sub.renewal_amount === null ||
    !sub.currency
  ) {
    return { possible: false, reason: "This subscription cannot be switched." };
  }
  return prorateSwitch({
    now,
    current: {
      status: sub.status as "TRIALING" | "ACTIVE" | "PAST_DUE",
      periodStart: sub.current_period_start,
      periodEnd: sub.current_period_end,
      amount: sub.renewal_amount,
      currency: sub.currency,
      interval: sub.interval as Interval,
      intervalQuantity: sub.interval_quantity,
    },
    target: {
      amount: target.amount,
      currency: target.option.currency,
      interval: target.option.interval as Interval,
      intervalQuantity: target.option.interval_quantity,
    },
  });
}

/**
 * The subscription a switch to `productOptionId` replaces, the option, and the amount the option
 * will charge each period (its price, or the buyer's own amount where they choose one; a switch
 * brings no new trial). `forUpdate` locks the subscription for the caller's transaction.
 */
export async function planSwitch({ db }: { db: Db }, input: SwitchInput & { forUpdate?: boolean }) {
  const [found] = await db
    .select({ option: productOptions })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
      ),
    );
  if (!found) throw purchaseErrors.unknownOption();
  const { option } = found;
  if (!option.recurring || !option.interval) throw subscriptionErrors.switchToOneTime();
  const amount = purchaseAmount(
    { ...option, trial_interval: null, trial_quantity: null, trial_price: null },
    { customPrice: input.customPrice },
  );
  const sub = await findSwitchableSubscription(
    { db },
    {
      publisherId: input.publisherId,
      userId: input.userId,
      productId: option.product_id,
      forUpdate: input.forUpdate ?? false,
    },
  );
  if (!sub) throw subscriptionErrors.nothingToSwitch();
  if (!sub.recurring) throw subscriptionErrors.notRecurring();
  return { sub, option, amount };
}
