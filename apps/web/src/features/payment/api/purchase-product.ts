import { authorizedRequest } from "@/features/auth";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";

/** What the provider needs the page to do before the payment can finish (3-D Secure). */
export interface NextAction {
  type: string;
  /** The test processor's charge to approve or deny (`type: "test_authentication"`). */
  charge_id?: string;
  /** The PaymentIntent Stripe.js completes (`type: "stripe_sdk"`). */
  client_secret?: string;
}

/** A purchase's answer: paid, or waiting for the buyer to authenticate (principle P8). */
export interface OrderResult {
  order_id: string;
  status: "paid" | "requires_action" | "pending" | "failed";
  product_option_id: string;
  amount: number;
  currency: string;
  message: string | null;
  next_action: NextAction | null;
}

export interface PurchaseRequest {
  productOptionId: string;
  /** Integer minor units, only for an option whose buyer chooses the amount (principle P7). */
  customPriceMinor: number | null;
  /** The currency the page priced it in; the server refuses a mismatch. */
  currency: string;
  sourceId: string;
}

/**
 * `POST /api/purchase/product/{id}` under one Idempotency-Key per checkout attempt (decision
 * 6): a retry of the same attempt reuses the key, so it never charges twice. A failed payment
 * is a 402 whose message is the card's reason; it rejects with that ApiError.
 */
export function purchaseProduct(
  request: PurchaseRequest,
  idempotencyKey: string,
): Promise<OrderResult> {
  const body = {
    ...(request.customPriceMinor === null ? {} : { custom_price: request.customPriceMinor }),
    currency: request.currency,
    source_id: request.sourceId,
  };
  return retryWhileInProgress(() =>
    authorizedRequest<OrderResult>(
      `/api/purchase/product/${encodeURIComponent(request.productOptionId)}`,
      { method: "POST", body, headers: { "Idempotency-Key": idempotencyKey } },
    ),
  );
}
