import { optionInCurrency } from "@creator-checkout/core/catalog";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, subscriptions } from "../../db/schema";
import { applySwitch, switchedTerms } from "./apply-switch";
import { withDuePriceMove } from "./price-move";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * Whether the subscription's next renewal takes the option queued for the period's end
 * ("Switch Later"): not one that is canceled (it ends instead) nor one whose renewal failed (the
 * overdue period is charged as it was).
 */
export function switchesAtRenewal(
  sub: Pick<Subscription, "next_product_option_id" | "status" | "cancel_at_period_end">,
): boolean {
  return (
    sub.next_product_option_id !== null &&
    sub.status !== "PAST_DUE" &&
    sub.status !== "CANCELED" &&
    !sub.cancel_at_period_end
  );
}

/**
 * The option queued for the period's end, in the subscription's currency, and what it renews at;
 * null where there is none to take, as for an option removed from the catalog since, no longer
 * recurring, or no longer sold in that currency.
 */
async function findQueuedSwitch({ db }: { db: Db }, sub: Subscription) {
  const [option] = sub.next_product_option_id
    ? await db
        .select()
        .from(productOptions)
        .where(eq(productOptions.id, sub.next_product_option_id))
    : [];
  // In the subscription's currency, which it keeps for life; a price in it removed since
  // drops the switch as a removed option does.
  const priced = option ? optionInCurrency(option, sub.currency ?? option.currency) : null;
  const amount = sub.next_renewal_amount ?? priced?.price ?? null;
  if (!priced?.recurring || !priced.interval || amount === null) return null;
  return { option: priced, amount };
}

/**
 * The subscription as its next renewal will charge it: with the option queued for the period's
 * end taken, when the renewal takes it (applyQueuedSwitch), else with a price move due then.
 */
export async function subscriptionAtRenewal(
  { db }: { db: Db },
  sub: Subscription,
): Promise<Subscription> {
  const queued = switchesAtRenewal(sub) ? await findQueuedSwitch({ db }, sub) : null;
  return queued
    ? { ...sub, ...switchedTerms(sub, queued.option, queued.amount, { kind: "period-end" }) }
    : withDuePriceMove(sub);
}

/**
 * The end of a period with a switch queued ("Switch Later"): the subscription takes the queued
 * option before its next period is charged. An option removed from the catalog since is dropped
 * from the queue, and the subscription renews as it was.
 */
export async function applyQueuedSwitch(
  { db }: { db: Db },
  { sub, now }: { sub: Subscription; now: Date },
) {
  const queued = await findQueuedSwitch({ db }, sub);
  if (!queued) {
    const [kept] = await db
      .update(subscriptions)
      .set({ next_product_option_id: null, next_renewal_amount: null, updated_at: now })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    return kept ?? sub;
  }
  return applySwitch(
    { db },
    { sub, option: queued.option, amount: queued.amount, when: { kind: "period-end" }, now },
  );
}
