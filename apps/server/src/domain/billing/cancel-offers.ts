import type { CancelFlow } from "@creator-checkout/core/catalog";
import { optionInCurrency } from "@creator-checkout/core/catalog";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, type subscriptions } from "../../db/schema";
import { storeCancelFlow } from "./cancel-answer";
import { subscriptionErrors } from "./subscription-errors";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A cheaper option a subscriber may switch to from the cancel step (docs/decisions/182). */
export interface CheaperOption {
  product_option_id: string;
  title: string;
  amount: number;
  currency: string;
}

/** Whether the subscription renews and may take an offer now: not ended, canceled or overdue. */
function renewsNow(sub: SubscriptionRow): boolean {
  return (
    sub.recurring &&
    (sub.status === "ACTIVE" || sub.status === "TRIALING") &&
    sub.renewal_amount !== null &&
    sub.currency !== null &&
    sub.due_at !== null
  );
}

/**
 * The options of the subscription's own product it could switch to from the cancel step, where
 * the store offers a switch: recurring, not archived, of the same cycle, sold in the
 * subscription's currency at a fixed price lower than what it renews at, cheapest first. The
 * switch takes effect at the next renewal, as "Switch Later" does (product.md §4).
 */
export async function cheaperOptions(
  { db }: { db: Db },
  sub: SubscriptionRow,
  flow: CancelFlow,
): Promise<CheaperOption[]> {
  if (!flow.offer_switch || !renewsNow(sub) || sub.renewal_amount === null || !sub.currency)
    return [];
  const { renewal_amount: current, currency } = sub;
  const rows = await db
    .select()
    .from(productOptions)
    .where(
      and(
        eq(productOptions.product_id, sub.product_id),
        eq(productOptions.archived, false),
        eq(productOptions.recurring, true),
      ),
    )
    .orderBy(asc(productOptions.position));
  return rows
    .map((option) => optionInCurrency(option, currency))
    .filter((option) => option !== null)
    .filter(
      (option) =>
        option.id !== sub.product_option_id &&
        option.interval === sub.interval &&
        option.interval_quantity === sub.interval_quantity &&
        option.price !== null &&
        option.price < current,
    )
    .map((option) => ({
      product_option_id: option.id,
      title: option.title,
      amount: option.price ?? 0,
      currency,
    }))
    .sort((a, b) => a.amount - b.amount);
}

/** The retention offer this subscription may take now: the store's, once per subscription. */
export function retentionOfferFor(sub: SubscriptionRow, flow: CancelFlow) {
  if (!flow.retention_offer || sub.retention_taken_at !== null || !renewsNow(sub)) return null;
  return flow.retention_offer;
}

/**
 * Refuses a switch from the cancel step the store does not offer to this option: the caller's
 * transaction then writes nothing.
 */
export async function checkSwitchOffered(
  { db }: { db: Db },
  { sub, productOptionId }: { sub: SubscriptionRow; productOptionId: string },
): Promise<void> {
  const flow = await storeCancelFlow({ db }, sub.publisher_id);
  const offered = await cheaperOptions({ db }, sub, flow);
  if (!offered.some((option) => option.product_option_id === productOptionId))
    throw subscriptionErrors.offerNotMade(
      "This store does not offer that option instead of canceling. Choose one the page shows.",
    );
}
