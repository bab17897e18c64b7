import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { charges, orders, subscriptions } from "../../db/schema";
import { findCardToCharge } from "../payments/find-card-to-charge";
import { chargeKeyOf, chargeOrder } from "../purchases/charge-order";
import { finishOrder } from "../purchases/finish-order";
import type { PaymentDeps } from "../purchases/payment-deps";
import { applyQueuedSwitch, switchesAtRenewal } from "./apply-queued-switch";
import { notPaused } from "./end-pause";
import { endSubscription } from "./end-subscription";
import { periodOrderValues, type Renewable } from "./period-order";
import { applyDuePriceMove } from "./price-move";

export type RenewalResult = "renewed" | "failed" | "ended" | "waiting" | "skipped";

/** A renewal's order to charge; `resumed` when an earlier attempt wrote it. */
interface Attempt {
  order: typeof orders.$inferSelect;
  resumed: boolean;
}

/**
 * Does what is due on one subscription (principle P13): ends it if the buyer canceled, else
 * charges the buyer's default card, off-session, for the period that is due.
 *
 * One charge per subscription and period, whatever happens: the attempt's order is written in
 * the transaction that holds the subscription's row lock and checks that the period is still
 * due; at most one charge of a subscription is under way at a time (a unique index); and the
 * order's id is the gateway's idempotency key, so a retry after a crash resumes the same charge
 * instead of making a second one (docs/decisions/029).
 */
export async function renewSubscription(
  deps: PaymentDeps,
  { subscriptionId }: { subscriptionId: string },
): Promise<RenewalResult> {
  const now = deps.clock.now();
  const step = await deps.db.transaction(async (tx): Promise<"ended" | "skipped" | Attempt> => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for("update");
    if (!locked?.due_at || locked.due_at > now || locked.status === "CANCELED") return "skipped";
    // A paused subscription is never charged before its pause ends (docs/decisions/175); once it
    // has, the renewal due is the period that starts then, and the pause is over.
    if (locked.paused_until && locked.paused_until > now) return "skipped";
    if (locked.paused_until) await clearPause(tx, locked.id);
    // A switch queued for the period's end takes effect before the next period is charged.
    const switched = switchesAtRenewal(locked)
      ? await applyQueuedSwitch({ db: tx }, { sub: locked, now })
      : locked;
    // A price the subscriber was told of takes effect at the first renewal on or after its date.
    const sub = await applyDuePriceMove({ db: tx }, { sub: switched, now });
    // A subscription sold before its price was kept cannot be renewed at a price we can vouch for.
    if (sub.cancel_at_period_end || sub.renewal_amount === null || sub.currency === null) {
      await endSubscription({ db: tx }, { subscription: sub, now });
      return "ended";
    }
    const [inFlight] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.subscription_id, sub.id),
          inArray(orders.status, ["pending", "requires_action"]),
        ),
      );
    // A pending charge was cut short (a crash, a provider that did not answer): resume it. One
    // that waits for the buyer's 3-D Secure on the page is theirs to finish.
    if (inFlight)
      return inFlight.status === "pending" ? { order: inFlight, resumed: true } : "skipped";
    const renewable = { ...sub, renewal_amount: sub.renewal_amount, currency: sub.currency };
    return placeRenewalOrder(deps, tx, renewable, now);
  });
  if (typeof step === "string") return step;
  return chargeRenewal(deps, step);
}

/**
 * The period's order, to the buyer's default card, at its price less a code's discount, taxed at
 * the rate in force today; written under the subscription's lock, or the very attempt given up
 * before made pending again.
 */
async function placeRenewalOrder(
  deps: PaymentDeps,
  tx: Db,
  sub: Renewable,
  now: Date,
): Promise<"skipped" | Attempt> {
  const card = await findCardToCharge(
    { db: tx },
    { publisherId: sub.publisher_id, userId: sub.user_id, gateway: deps.gateway.name },
  );
  const key = `renewal:${sub.id}:${sub.next_period_number}:${sub.failed_renewals}`;
  const period = await periodOrderValues(deps, tx, {
    sub,
    cardCountry: card?.country ?? null,
    at: now,
  });
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...period,
      kind: "renewal",
      idempotency_key: key,
      request_fingerprint: key,
      payment_method_id: card?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { order: inserted, resumed: false };
  // This very attempt was made before and given up without an answer from the card (the
  // process died before charging): try it again as the same order, under the same charge key.
  const [again] = await tx
    .update(orders)
    .set({ status: "pending", payment_method_id: card?.id ?? null, updated_at: now })
    .where(
      and(
        eq(orders.user_id, sub.user_id),
        eq(orders.idempotency_key, key),
        eq(orders.status, "failed"),
      ),
    )
    .returning();
  return again ? { order: again, resumed: true } : "skipped";
}

async function chargeRenewal(
  deps: PaymentDeps,
  { order, resumed }: Attempt,
): Promise<RenewalResult> {
  const finished = (result: { status: string }) =>
    result.status === "paid" ? "renewed" : "failed";
  if (order.amount === 0) {
    return finished(await finishOrder(deps, { orderId: order.id, outcome: { status: "free" } }));
  }
  if (resumed) {
    // An attempt made before may have charged already. A provider keeps idempotency keys for a
    // while only (Stripe, a day), so an attempt resumed after servers were down that long would
    // charge again under its old key: what the provider holds for the order decides first.
    const [charge] = await deps.db.select().from(charges).where(eq(charges.order_id, order.id));
    const made = await deps.gateway
      .findCharge({ idempotencyKey: chargeKeyOf(order.id), chargeRef: charge?.charge_ref ?? null })
      .catch(() => undefined);
    if (made === undefined) return "waiting";
    if (made) return finished(await finishOrder(deps, { orderId: order.id, outcome: made }));
  }
  const card = await findCardToCharge(
    { db: deps.db },
    {
      publisherId: order.publisher_id,
      userId: order.user_id,
      gateway: deps.gateway.name,
      methodId: order.payment_method_id,
    },
  );
  if (!order.payment_method_id || !card) {
    const outcome = {
      status: "failed" as const,
      chargeRef: null,
      code: "no_payment_method",
      message: "There is no card on file to charge.",
    };
    return finished(await finishOrder(deps, { orderId: order.id, outcome }));
  }
  try {
    const result = await chargeOrder(deps, {
      order,
      customerRef: card.customer_ref,
      sourceId: card.source_id,
      offSession: true,
      promotionCode: order.promotion_code,
    });
    return finished(result);
  } catch (error) {
    // The provider did not answer: the order stays pending, and the next round (or the order
    // reconciler) asks again under the same key.
    if (error instanceof AppError && error.code === "PAYMENT_PROVIDER_UNAVAILABLE")
      return "waiting";
    throw error;
  }
}

/** The pause is over: the subscription renews as any other. */
async function clearPause(tx: Db, subscriptionId: string) {
  await tx.update(subscriptions).set(notPaused).where(eq(subscriptions.id, subscriptionId));
}
