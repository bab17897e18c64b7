import { confirmOrder } from "../api/confirm-order";
import { payOverdue } from "../api/pay-overdue";
import { type GiftRequest, purchaseGift } from "../api/purchase-gift";
import { type OrderResult, type PurchaseRequest, purchaseProduct } from "../api/purchase-product";
import { type SwitchRequest, type SwitchResult, switchOption } from "../api/switch-option";
import type { createCheckoutAttempts } from "../utils/checkout-attempts";

/** What the pay button does in each checkout mode (product.md §4). */
export type CheckoutAction =
  | { kind: "purchase"; request: Omit<PurchaseRequest, "sourceId"> }
  | {
      kind: "switch";
      request: Omit<SwitchRequest, "sourceId">;
      /** The buyer's current option; null sends product.md §8's "not found" error. */
      currentOptionId: string | null;
    }
  | { kind: "overdue"; subscriptionId: string }
  | { kind: "gift"; request: Omit<GiftRequest, "sourceId"> };

/** A finished checkout: a paid purchase or gift shows the success card, the others a note. */
export type CheckoutOutcome =
  | { kind: "purchase"; order: OrderResult }
  | { kind: "gift"; order: OrderResult }
  | { kind: "switch"; result: SwitchResult }
  | { kind: "overdue"; order: OrderResult };

interface ChargeTools {
  attempts: ReturnType<typeof createCheckoutAttempts>;
  /** Waits for the buyer to answer the bank's step (3-D Secure). */
  authenticate: (order: OrderResult) => Promise<void>;
}

/** Finishes 3-D Secure when the bank asks for it, then answers the order as it stands. */
async function settle(order: OrderResult, { authenticate }: ChargeTools): Promise<OrderResult> {
  if (order.status !== "requires_action" || !order.next_action) return order;
  await authenticate(order);
  return confirmOrder(order.order_id);
}

/**
 * Charges the card `sourceId` for `action`, one request per mode under the attempt's
 * Idempotency-Key; `order` is null when nothing was charged (a switch at the period's end).
 * Only a purchase or a gift that a code makes free goes without a card (`sourceId` null).
 */
export async function chargeFor(
  action: CheckoutAction,
  sourceId: string | null,
  tools: ChargeTools,
): Promise<{ order: OrderResult | null; outcome: CheckoutOutcome }> {
  const key = (request: object) => tools.attempts.keyFor(request);
  if (sourceId === null && (action.kind === "overdue" || action.kind === "switch")) {
    throw new Error("A card is needed to pay.");
  }
  switch (action.kind) {
    case "purchase": {
      const request: PurchaseRequest = { ...action.request, sourceId };
      const order = await settle(await purchaseProduct(request, key(request)), tools);
      return { order, outcome: { kind: "purchase", order } };
    }
    case "gift": {
      const request: GiftRequest = { ...action.request, sourceId };
      const order = await settle(await purchaseGift(request, key(request)), tools);
      return { order, outcome: { kind: "gift", order } };
    }
    case "overdue": {
      const request = { subscriptionId: action.subscriptionId, sourceId: sourceId as string };
      const order = await settle(await payOverdue(request, key(request)), tools);
      return { order, outcome: { kind: "overdue", order } };
    }
    case "switch": {
      const request: SwitchRequest = { ...action.request, sourceId: sourceId as string };
      const result = await switchOption(request, key(request));
      const order = result.order ? await settle(result.order, tools) : null;
      return { order, outcome: { kind: "switch", result: { ...result, order } } };
    }
  }
}
