/** product.md §9: wallets are offered for the United States. */
export const WALLET_COUNTRY = "US";

/** product.md §7's fallback label when the product has no title. */
const FALLBACK_LABEL = "product";

/** product.md §7 "Card payment provider": what the wallet sheet is asked to show and charge. */
export interface WalletPaymentRequest {
  country: typeof WALLET_COUNTRY;
  /** Lowercase ISO 4217 code, as wallet APIs take it. */
  currency: string;
  /** The product's title, or "product". */
  label: string;
  /** The amount due today in minor units (principle P7). */
  amount: number;
}

export function walletPaymentRequest({
  currency,
  productTitle,
  amountDueMinor,
}: {
  currency: string;
  productTitle: string | null;
  amountDueMinor: number;
}): WalletPaymentRequest {
  if (!Number.isSafeInteger(amountDueMinor) || amountDueMinor < 0) {
    throw new RangeError(`a wallet amount must be whole minor units, not ${amountDueMinor}`);
  }
  return {
    country: WALLET_COUNTRY,
    currency: currency.toLowerCase(),
    label: productTitle?.trim() || FALLBACK_LABEL,
    amount: amountDueMinor,
  };
}
