import type { VatNumberRegistry } from "../../adapters/vies/vies";
import type { CatalogCache } from "../catalog/catalog-cache";
import type { PaymentDeps } from "./payment-deps";
import {
  type Charged,
  chargeParts,
  hashRequest,
  type OrderRequest,
  taxParts,
} from "./purchase-steps";

export interface PurchaseInput extends OrderRequest {
  publisherId: string;
  userId: string;
  productOptionId: string;
  customPrice?: number | null | undefined;
  currency?: string | undefined;
  /** A saved card's source id; the buyer's default card when absent. */
  sourceId?: string | undefined;
  idempotencyKey: string;
  /** A promotion code the buyer typed or brought in the address (docs/decisions/092). */
  promotionCode?: string | undefined;
  /** The buyer's network, whose tries at codes are limited; needed with a promotion code. */
  ip?: string | undefined;
  /** The language of the page paying, kept for the buyer's later messages (docs/decisions/107). */
  locale?: string | undefined;
}

/**
 * A payment's dependencies, the catalog cache that holds the option being bought, and VIES, which
 * checks a business buyer's VAT number.
 */
export type PurchaseDeps = PaymentDeps & { catalogCache: CatalogCache; vies: VatNumberRegistry };

/** How a repeated purchase request is known again, whatever the card says now. */
export function purchaseFingerprint(
  input: PurchaseInput,
  charged: Charged,
  taxed: boolean,
): string {
  return hashRequest([...chargeParts(input, charged), ...taxParts(input, taxed)]);
}
