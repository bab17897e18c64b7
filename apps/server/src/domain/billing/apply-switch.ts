import { and, eq, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { orders, type productOptions, subscriptions } from "../../db/schema";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { noPriceMove } from "./price-move";

type Subscription = typeof subscriptions.$inferSelect;

const other = alias(orders, "other");
type SwitchWhen =
  | { kind: "now"; at: Date; periodEnd: Date; newAnchor: boolean }
  | { kind: "period-end" };

/**
 * Moves a subscription to another option: its option, product, cycle and price, and the
 * product's hold (docs/decisions/022) when the option belongs to another product. `when` says how the
 * periods go on: a switch now that changed the cycle starts them afresh from `at`; a switch
 * queued for the period's end that changed the cycle anchors them at that end; otherwise the
 * anchor stays. `db` is the caller's transaction, holding the subscription's row lock.
 */
export async function applySwitch(
  { db }: { db: Db },
  {
    sub,
    option,
    amount,
    when,
    now,
  }: {
    sub: Subscription;
    option: typeof productOptions.$inferSelect;
    amount: number;
    when: SwitchWhen;
    now: Date;
  },
): Promise<Subscription> {
  if (option.product_id !== sub.product_id) {
    // The buyer holds the new product instead of the old one; a hold they already have on it
    // elsewhere keeps its place (the switch was refused before any charge in that case).
    await db
      .update(orders)
      .set({ claims_product_id: option.product_id, updated_at: now })
      .where(
        and(
          eq(orders.id, sub.order_id),
          notExists(
            db
              .select({ id: other.id })
              .from(other)
              .where(
                and(eq(other.user_id, sub.user_id), eq(other.claims_product_id, option.product_id)),
              ),
          ),
        ),
      );
  }
  const [moved] = await db
    .update(subscriptions)
    .set({
      ...switchedTerms(sub, option, amount, when),
      updated_at: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (!moved) throw new Error(`subscription ${sub.id} vanished`);
  await recordWebhookEvent(
    { db },
    {
      publisherId: moved.publisher_id,
      type: "subscription.switched",
      resourceId: moved.id,
      data: { ...subscriptionEventData(moved), previous_product_option_id: sub.product_option_id },
      now,
    },
  );
  return moved;
}

type SwitchedOption = Pick<
  typeof productOptions.$inferSelect,
  "id" | "product_id" | "interval" | "interval_quantity" | "currency"
>;

/**
 * What a switch to `option` at `amount` makes of the subscription's terms: its option, cycle
 * and price, and where its periods go on (see applySwitch). The switch itself writes them; the
 * subscription's view reads a switch queued for the period's end through them, so the next
 * payment it shows is the one the renewal charges.
 */
export function switchedTerms(
  sub: Pick<Subscription, "interval" | "interval_quantity" | "current_period_end">,
  option: SwitchedOption,
  amount: number,
  when: SwitchWhen,
) {
  const sameCycle =
    option.interval === sub.interval && option.interval_quantity === sub.interval_quantity;
  const periods =
    when.kind === "now" && when.newAnchor
      ? {
          billing_anchor: when.at,
          current_period_start: when.at,
          current_period_end: when.periodEnd,
          next_period_number: 1,
          due_at: when.periodEnd,
        }
      : when.kind === "period-end" && !sameCycle
        ? { billing_anchor: sub.current_period_end, next_period_number: 0 }
        : {};
  return {
    product_id: option.product_id,
    product_option_id: option.id,
    interval: option.interval,
    interval_quantity: option.interval_quantity,
    renewal_amount: amount,
    currency: option.currency,
    next_product_option_id: null,
    next_renewal_amount: null,
    ...noPriceMove,
    cancel_at_period_end: false,
    canceled_at: null,
    ...periods,
  };
}
