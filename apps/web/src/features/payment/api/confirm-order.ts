import { authorizedRequest } from "@/features/auth";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";
import type { OrderResult } from "./purchase-product";

/** `POST /api/purchase/orders/{id}/confirm`: finishes an order once the buyer authenticated. */
export function confirmOrder(orderId: string): Promise<OrderResult> {
  return retryWhileInProgress(() =>
    authorizedRequest<OrderResult>(`/api/purchase/orders/${encodeURIComponent(orderId)}/confirm`, {
      method: "POST",
    }),
  );
}
