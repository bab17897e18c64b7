import type { SwitchResult } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "@/features/auth";
import type { SwitchTarget } from "@/features/switching";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";

export type { SwitchResult };

export interface SwitchRequest extends SwitchTarget {
  /** product.md §4 "Switch mode choices": true for "Switch Now", false for "Switch Later". */
  payNow: boolean;
  /** The prorated amount the buyer saw on the button; the server charges it or refuses. */
  shownAmount: number | null;
  /** The preview's total with its tax (`due_today`), where the creator collects tax. */
  shownTotal: number | null;
  sourceId: string;
}

/**
 * `POST /api/purchase/switch/{id}` under one Idempotency-Key per attempt, like a purchase
 * (principle P6). Switching now answers the order that paid the prorated amount; switching
 * later answers no order.
 */
export function switchOption(
  request: SwitchRequest,
  idempotencyKey: string,
): Promise<SwitchResult> {
  return retryWhileInProgress(() =>
    authorizedCall(api.switchOption, {
      params: { productOptionId: request.productOptionId },
      headers: { "idempotency-key": idempotencyKey },
      body: {
        pay_now: request.payNow,
        ...(request.customPriceMinor === null ? {} : { custom_price: request.customPriceMinor }),
        source_id: request.sourceId,
        ...(request.shownAmount === null ? {} : { prorate_amount: request.shownAmount }),
        ...(request.shownTotal === null ? {} : { total: request.shownTotal }),
      },
    }),
  );
}
