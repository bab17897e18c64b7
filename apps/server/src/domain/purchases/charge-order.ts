import type { orders, productOptions } from "../../db/schema";
import { type ChargeOutcome, PaymentMethodError } from "../../payments/payment-gateway";
import { finishOrder } from "./finish-order";
import type { PaymentDeps } from "./payment-deps";
import { purchaseErrors } from "./purchase-errors";

/** The gateway's idempotency key for an order's one charge. */
export const chargeKeyOf = (orderId: string) => `order:${orderId}`;

/**
 * Charges a committed order once. If the process dies after the charge and before the order
 * is finished, the order stays pending and is finished from the gateway's record of the charge
 * (by the same key) on the buyer's retry or by the reconciler.
 */
export async function chargeOrder(
  deps: PaymentDeps,
  input: {
    order: typeof orders.$inferSelect;
    /** The order's option when the caller has it at hand; read when the order is finished otherwise. */
    option?: typeof productOptions.$inferSelect;
    customerRef: string;
    sourceId: string;
    /** A renewal: the buyer is away (see the payment port). */
    offSession?: boolean;
    /** The promotion code whose discount the order's amount carries. */
    promotionCode?: string | null;
  },
) {
  const outcome = await chargeAtGateway(deps, input);
  const { order, option } = input;
  return finishOrder(deps, { orderId: order.id, outcome, ...(option ? { option } : {}) });
}

/**
 * The gateway's answer to an order's one charge; a card the gateway refuses is a failed
 * outcome, a gateway that cannot be reached an error (the order stays pending).
 */
export async function chargeAtGateway(
  deps: Pick<PaymentDeps, "gateway">,
  {
    order,
    customerRef,
    sourceId,
    offSession = false,
    promotionCode = null,
  }: {
    order: Pick<typeof orders.$inferSelect, "id" | "amount" | "currency">;
    customerRef: string;
    sourceId: string;
    offSession?: boolean;
    /** The code whose discount the amount carries, for the processor's record of the charge. */
    promotionCode?: string | null;
  },
): Promise<ChargeOutcome> {
  try {
    return await deps.gateway.charge({
      customerRef,
      sourceId,
      amount: order.amount,
      currency: order.currency,
      idempotencyKey: chargeKeyOf(order.id),
      description: `order ${order.id}`,
      offSession,
      ...(promotionCode ? { promotionCode } : {}),
    });
  } catch (error) {
    if (error instanceof PaymentMethodError) {
      return { status: "failed", chargeRef: null, code: error.code, message: error.message };
    }
    throw purchaseErrors.providerUnreachable(error);
  }
}
