import type { OrderResult } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "@/features/auth";
import type { BuyerTaxFields } from "../tax/use-buyer-tax";
import { retryWhileInProgress } from "../utils/retry-while-in-progress";
import { taxBody } from "./purchase-product";

export interface GiftRequest {
  productOptionId: string;
  senderFirstName: string;
  recipientFirstName: string;
  recipientEmail: string;
  note: string | null;
  /** When the recipient's e-mail goes out (ISO); null for at once. */
  deliverAt: string | null;
  /** The card to pay with; null when a code takes the whole gift. */
  sourceId: string | null;
  /** The currency the page priced the term in; the server refuses one the option lacks. */
  currency: string;
  /** A promotion code that applies, as the summary shows it (docs/decisions/092). */
  promotionCode: string | null;
  /** The giver's country, VAT number and the total shown; null where no tax is collected. */
  tax: BuyerTaxFields | null;
}

/**
 * `POST /api/purchase/gift` (product.md §7) under one Idempotency-Key per checkout attempt, like
 * a purchase: a retry of the same attempt never charges twice. The server e-mails the recipient
 * the link to the creator's redeem page.
 */
export function purchaseGift(request: GiftRequest, idempotencyKey: string): Promise<OrderResult> {
  const body = {
    sender: { first_name: request.senderFirstName },
    recipient: { first_name: request.recipientFirstName, email: request.recipientEmail },
    product_option_id: request.productOptionId,
    currency: request.currency,
    ...(request.note ? { note: request.note } : {}),
    ...(request.deliverAt ? { deliver_at: request.deliverAt } : {}),
    ...(request.sourceId === null ? {} : { source_id: request.sourceId }),
    ...(request.promotionCode === null ? {} : { promotion_code: request.promotionCode }),
    ...taxBody(request.tax),
  };
  return retryWhileInProgress(() =>
    authorizedCall(api.purchaseGift, { headers: { "idempotency-key": idempotencyKey }, body }),
  );
}
