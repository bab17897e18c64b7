import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, subscriptions } from "../../db/schema";
import { applySwitch } from "./apply-switch";

/**
 * The end of a period with a switch queued ("Switch Later"): the subscription takes the queued
 * option before its next period is charged. An option removed from the catalog since is dropped
 * from the queue, and the subscription renews as it was.
 */
export async function applyQueuedSwitch(
  { db }: { db: Db },
  { sub, now }: { sub: typeof subscriptions.$inferSelect; now: Date },
) {
  const [option] = sub.next_product_option_id
    ? await db
        .select()
        .from(productOptions)
        .where(eq(productOptions.id, sub.next_product_option_id))
    : [];
  const amount = sub.next_renewal_amount ?? option?.price ?? null;
  if (!option?.recurring || !option.interval || amount === null) {
    const [kept] = await db
      .update(subscriptions)
      .set({ next_product_option_id: null, next_renewal_amount: null, updated_at: now })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    return kept ?? sub;
  }
  return applySwitch({ db }, { sub, option, amount, when: { kind: "period-end" }, now });
}
