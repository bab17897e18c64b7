import { SHIPPED_TAX_RATES } from "@creator-checkout/core/tax";
import { purchaseAmount } from "./purchase-amount";
import { purchaseErrors } from "./purchase-errors";
import type { PurchaseDeps } from "./purchase-product";
import { readOffer } from "./purchase-product";
import { consultVies, orderTaxFigures, purchaseTax, taxColumns } from "./purchase-tax";

/**
 * What the page shows before the buyer pays (docs/decisions/127): the purchase's own computation
 * from the catalog alone, for the country the buyer states, with nothing written. The card's
 * country is the purchase's to check.
 */
export async function quotePurchaseTax(
  deps: Pick<PurchaseDeps, "db" | "catalogCache" | "clock" | "taxRates" | "taxCalculator" | "vies">,
  input: {
    publisherId: string;
    productOptionId: string;
    customPrice: number | null;
    country: string;
    vatNumber: string | undefined;
  },
) {
  const offer = await readOffer(deps, input);
  if (!offer) throw purchaseErrors.unknownOption();
  const amount = purchaseAmount(offer.option, input);
  const tax = purchaseTax(
    {
      settings: offer.tax,
      rates: deps.taxRates ?? SHIPPED_TAX_RATES,
      at: deps.clock.now(),
      cardCountry: null,
      vies: await consultVies(deps.vies, offer.tax, input.vatNumber),
    },
    input,
  );
  const taxed = await taxColumns(deps, tax, {
    amountMinor: amount,
    currency: offer.option.currency,
  });
  return {
    amount: taxed.amount,
    currency: offer.option.currency,
    tax: taxed.columns && orderTaxFigures(taxed.columns),
  };
}
