import { type SaleTax, type SaleTaxTreatment, saleTaxLabel } from "@creator-checkout/core/tax";
import type Stripe from "stripe";
import { type SaleToCalculate, type TaxCalculator, taxServiceUnavailable } from "../tax-calculator";
import { loadStripe } from "./load-stripe";

type ApiOverride = { host: string; port: number; protocol: "http" | "https" };

/**
 * Stripe Tax behind the tax port (docs/decisions/135): a calculation for each sale, on the line's
 * amount as the creator's price mode means it, for the buyer's country as their billing address
 * and the business's verified VAT number; a transaction from it once the order is paid. Stripe's
 * figures are the ones the order records.
 */
export function createStripeTax({
  secretKey,
  apiOverride,
}: {
  secretKey: string;
  apiOverride?: ApiOverride | undefined;
}): TaxCalculator {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= loadStripe().then(
      (StripeSdk) =>
        // A purchase waits on the calculation: one retry, 10 s each, then a sentence.
        new StripeSdk(secretKey, { timeout: 10_000, maxNetworkRetries: 1, ...apiOverride }),
    );
    return client;
  };
  return {
    billedPerCalculation: true,
    async calculate(input) {
      const calculation = await (await stripe()).tax.calculations
        .create(calculationParams(input))
        .catch((error: unknown) => {
          throw taxServiceUnavailable(error);
        });
      return stripeFigures(input, calculation);
    },
    async record({ id, calculationId }) {
      const transaction = await (await stripe()).tax.transactions.createFromCalculation(
        { calculation: calculationId, reference: id, metadata: { order_id: id } },
        { idempotencyKey: `tax_transaction:${id}` },
      );
      return transaction.id;
    },
  };
}

function calculationParams({
  sale,
  verifiedVatNumber,
  amountMinor,
  currency,
  at,
}: SaleToCalculate): Stripe.Tax.CalculationCreateParams {
  return {
    currency: currency.toLowerCase(),
    line_items: [{ amount: amountMinor, reference: "line", tax_behavior: sale.inclusion }],
    customer_details: {
      address: { country: sale.country },
      address_source: "billing",
      ...(verifiedVatNumber ? { tax_ids: [{ type: "eu_vat", value: verifiedVatNumber }] } : {}),
    },
    tax_date: Math.floor(at.getTime() / 1000),
  };
}

/** Stripe's answer as the order records it: its amounts to the unit, its rate and treatment. */
function stripeFigures({ sale }: SaleToCalculate, calculation: Stripe.Tax.Calculation) {
  const taxMinor = calculation.tax_amount_exclusive + calculation.tax_amount_inclusive;
  const breakdown = calculation.tax_breakdown[0];
  const percent = breakdown?.tax_rate_details.percentage_decimal ?? "0";
  const treatment = treatmentOf(breakdown?.taxability_reason, taxMinor);
  const figures: Omit<SaleTax, "label"> = {
    country: sale.country,
    treatment,
    rateHundredths: treatment === "taxed" ? Math.round(Number(percent) * 100) : 0,
    inclusion: sale.inclusion,
  };
  return {
    sale: { ...figures, label: saleTaxLabel(figures) },
    split: {
      netMinor: calculation.amount_total - taxMinor,
      taxMinor,
      grossMinor: calculation.amount_total,
    },
    calculationId: calculation.id,
  };
}

/** Stripe's taxability reason in the order's words (core's SALE_TAX_TREATMENTS). */
function treatmentOf(reason: string | undefined, taxMinor: number): SaleTaxTreatment {
  if (reason === "reverse_charge") return "reverse_charge";
  if (reason === "not_collecting") return "not_registered";
  if (taxMinor > 0 || reason === "standard_rated" || reason === "reduced_rated") return "taxed";
  return "no_rate";
}
