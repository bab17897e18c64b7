import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "@/features/auth";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";
import type { OrderResult } from "./purchase-product";

export interface OverdueRequest {
  subscriptionId: string;
  sourceId: string;
}

/**
 * `POST /api/subscriptions/{id}/pay`: pays a failed renewal at once with the chosen card
 * (docs/decisions/030), under one Idempotency-Key per attempt (principle P6).
 */
export function payOverdue(request: OverdueRequest, idempotencyKey: string): Promise<OrderResult> {
  return retryWhileInProgress(() =>
    authorizedCall(api.payOverdue, {
      params: { subscriptionId: request.subscriptionId },
      headers: { "idempotency-key": idempotencyKey },
      body: { source_id: request.sourceId },
    }),
  );
}
