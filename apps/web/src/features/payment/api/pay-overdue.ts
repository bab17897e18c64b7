import { authorizedRequest } from "@/features/auth";
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
    authorizedRequest<OrderResult>(
      `/api/subscriptions/${encodeURIComponent(request.subscriptionId)}/pay`,
      {
        method: "POST",
        body: { source_id: request.sourceId },
        headers: { "Idempotency-Key": idempotencyKey },
      },
    ),
  );
}
