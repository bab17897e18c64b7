import { type PriceMode, taxInclusionFor } from "./price-mode";
import { type CountryCode, TAX_COUNTRIES } from "./tax-countries";
import { percentText, REVERSE_CHARGE_LABEL } from "./tax-line-label";
import type { TaxRatesTable } from "./tax-rates-table";
import { splitTax, type TaxInclusion, type TaxSplit } from "./tax-split";
import { type BusinessVatNumber, type TaxRegistration, taxTreatment } from "./tax-treatment";

/** What a sale's tax depends on in the creator's settings (`taxSettingsView`). */
export interface SellerTaxSettings {
  registrations: readonly TaxRegistration[];
  legal_address: { country: string };
  price_mode: PriceMode;
}

/** How an order records its treatment: one word each, as the order's column holds them. */
export const SALE_TAX_TREATMENTS = [
  "taxed",
  "reverse_charge",
  "not_registered",
  "no_rate",
] as const;
export type SaleTaxTreatment = (typeof SALE_TAX_TREATMENTS)[number];

/** The tax one sale carries, before any amount: what the order and the quote both record. */
export interface SaleTax {
  /** Where the buyer is, for tax. */
  country: CountryCode;
  treatment: SaleTaxTreatment;
  /** Hundredths of a percent (2100 is 21 %); 0 unless the sale is taxed. */
  rateHundredths: number;
  /** Whether the creator's price holds the tax, for this buyer (`location` decides by country). */
  inclusion: TaxInclusion;
  /** The summary's tax line ("VAT 21% (Netherlands)", "incl. VAT 21%", "Reverse charge"), or null. */
  label: string | null;
}

export interface SaleTaxInput {
  settings: SellerTaxSettings;
  rates: TaxRatesTable;
  country: CountryCode;
  /** A business buyer's number whose format passed (`checkVatNumber`); null for a consumer. */
  vatNumber: BusinessVatNumber | null;
  /** When the supply is made: the purchase's, the renewal's or the switch's moment. */
  at: Date;
}

/**
 * The tax of one sale by the creator's settings (docs/decisions/119 and 123): the treatment and
 * rate on the buyer's own day, and whether the price holds it.
 */
export function saleTax({ settings, rates, country, vatNumber, at }: SaleTaxInput): SaleTax {
  const treatment = taxTreatment({
    rates,
    registrations: settings.registrations,
    sellerCountry: settings.legal_address.country,
    buyerCountry: country,
    businessVatNumber: vatNumber,
    at,
  });
  const inclusion = taxInclusionFor(settings.price_mode, country);
  const kind =
    treatment.kind === "taxed" || treatment.kind === "reverse_charge"
      ? treatment.kind
      : treatment.reason;
  const rateHundredths = treatment.kind === "taxed" ? treatment.rate.rateHundredths : 0;
  const sale = { country, treatment: kind, rateHundredths, inclusion };
  return { ...sale, label: saleTaxLabel(sale) };
}

/**
 * The summary's tax line from what an order records, in taxLineLabel's words (docs/decisions/119):
 * "VAT 21% (Netherlands)" where it is added, "incl. VAT 21%" where the price holds it,
 * "Reverse charge", or null when the sale carries none.
 */
export function saleTaxLabel(sale: Omit<SaleTax, "label">): string | null {
  if (sale.treatment === "reverse_charge") return REVERSE_CHARGE_LABEL;
  const country = TAX_COUNTRIES.get(sale.country);
  if (sale.treatment !== "taxed" || country === undefined) return null;
  const rate = `${country.taxName} ${percentText(sale.rateHundredths)}%`;
  return sale.inclusion === "inclusive" ? `incl. ${rate}` : `${rate} (${country.name})`;
}

/**
 * An amount of the creator's price (after any discount or proration: what is actually charged)
 * split by the sale's tax (docs/decisions/118): exclusive pricing adds the tax, inclusive keeps
 * the price. A sale that carries no tax (not registered, no rate, reverse charge) charges the
 * price as it is, whichever way prices are meant (docs/decisions/125).
 */
export function taxedAmount(sale: SaleTax, amountMinor: number): TaxSplit {
  if (sale.treatment !== "taxed") {
    return { netMinor: amountMinor, taxMinor: 0, grossMinor: amountMinor };
  }
  return splitTax(amountMinor, sale.rateHundredths, sale.inclusion);
}
