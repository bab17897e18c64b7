import type { NextAction, OrderResult } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "@/features/auth";
import type { BuyerTaxFields } from "../tax/use-buyer-tax";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";

export type { NextAction, OrderResult };

export interface PurchaseRequest {
  productOptionId: string;
  /** Integer minor units, only for an option whose buyer chooses the amount (principle P7). */
  customPriceMinor: number | null;
  /** The currency the page priced it in; the server refuses a mismatch. */
  currency: string;
  /** The card to pay with; null when nothing is due now or later (a code that takes it all). */
  sourceId: string | null;
  /** A promotion code that applies, as the summary shows it (docs/decisions/092). */
  promotionCode: string | null;
  /** The buyer's country, VAT number and the total shown; null where the creator collects no tax. */
  tax: BuyerTaxFields | null;
}

/** The request's tax fields (docs/decisions/124, 128), none where the creator collects no tax. */
export function taxBody(tax: BuyerTaxFields | null) {
  if (tax === null) return {};
  return {
    country: tax.country,
    ...(tax.vatNumber === null ? {} : { vat_number: tax.vatNumber }),
    ...(tax.countryConfirmed ? { country_confirmed: true } : {}),
    ...(tax.total === null ? {} : { total: tax.total }),
  };
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
  return retryWhileInProgress(() =>
    authorizedCall(api.purchaseProduct, {
      params: { productOptionId: request.productOptionId },
      headers: { "idempotency-key": idempotencyKey },
      body: {
        ...(request.customPriceMinor === null ? {} : { custom_price: request.customPriceMinor }),
        currency: request.currency,
        ...(request.sourceId === null ? {} : { source_id: request.sourceId }),
        ...(request.promotionCode === null ? {} : { promotion_code: request.promotionCode }),
        ...taxBody(request.tax),
      },
    }),
  );
}
