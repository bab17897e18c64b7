import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "@/features/auth";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";
import type { OrderResult } from "./purchase-product";

/** `POST /api/purchase/orders/{id}/confirm`: finishes an order once the buyer authenticated. */
export function confirmOrder(orderId: string): Promise<OrderResult> {
  return retryWhileInProgress(() => authorizedCall(api.confirmOrder, { params: { orderId } }));
}
