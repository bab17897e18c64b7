import type { PaymentEventResult } from "@creator-checkout/core/api";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { orders, processedWebhookEvents } from "../../db/schema";
import type { PaymentEvent } from "../../payments/payment-gateway";
import { chargeKeyOf } from "./charge-order";
import { finishOrder } from "./finish-order";
import type { PaymentDeps } from "./payment-deps";

const orderIdSchema = z.uuid();

/**
 * The processor's word that a payment succeeded or failed (Stripe's webhook), already checked
 * for its signature and read by its adapter (docs/decisions/150). It finishes the order whose
 * answer never came back through the page. Each event is applied once, in the same transaction
 * as the order it finishes, so a failure leaves it for Stripe to deliver again.
 */
export async function applyPaymentIntentEvent(
  deps: PaymentDeps,
  { event }: { event: PaymentEvent },
): Promise<{ result: PaymentEventResult; orderId?: string }> {
  const { charge } = event;
  if (!charge) return { result: "ignored" };
  const { orderId } = charge;
  // Only charges this checkout made: other software on the same Stripe account may keep an
  // order_id of its own in metadata, but not with our idempotency key beside it.
  if (
    !orderId ||
    !orderIdSchema.safeParse(orderId).success ||
    charge.idempotencyKey !== chargeKeyOf(orderId)
  )
    return { result: "ignored" };
  const { db } = deps;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return { result: "ignored" };
  const outcome = charge.outcome();
  const applied = await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!first) return false;
    await finishOrder({ ...deps, db: tx }, { orderId, outcome });
    return true;
  });
  return { result: applied ? "applied" : "duplicate", orderId };
}
