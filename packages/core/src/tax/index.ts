export { type BuyerCountry, buyerCountry, type LocationEvidence } from "./buyer-country";
export {
  type InvoicedOrder,
  type InvoiceFigures,
  type InvoiceLine,
  type InvoiceNote,
  type InvoiceRateTotal,
  invoiceFigures,
} from "./invoice-lines";
export { mergeTaxRates } from "./merge-tax-rates";
export { PRICE_MODES, type PriceMode, taxInclusionFor } from "./price-mode";
export {
  SALE_TAX_TREATMENTS,
  type SaleTax,
  type SaleTaxInput,
  type SaleTaxTreatment,
  type SellerTaxSettings,
  saleTax,
  saleTaxLabel,
  taxedAmount,
} from "./sale-tax";
export { SHIPPED_TAX_RATES } from "./shipped-tax-rates";
export { supplyDay } from "./supply-day";
export {
  type CountryClock,
  type CountryCode,
  EU_MEMBER_STATES,
  EU_OSS,
  normalizeCountry,
  TAX_COUNTRIES,
  type TaxCountry,
} from "./tax-countries";
export { percentText, REVERSE_CHARGE_LABEL, taxLineLabel } from "./tax-line-label";
export { refundTaxShare, type TaxQuarter, taxQuarter } from "./tax-quarter";
export { type TaxRateInForce, taxRateOn } from "./tax-rate-on";
export {
  HUNDREDTHS_IN_WHOLE,
  isCalendarDay,
  percentToHundredths,
  type TaxRateRow,
  type TaxRatesTable,
  taxRatesTableProblems,
} from "./tax-rates-table";
export {
  type TaxSettings,
  type TaxSettingsInput,
  taxSettingsSchema,
  taxSettingsView,
} from "./tax-settings";
export { splitTax, type TaxInclusion, type TaxSplit } from "./tax-split";
export {
  type BusinessVatNumber,
  type TaxRegistration,
  type TaxTreatment,
  type TaxTreatmentInput,
  taxTreatment,
} from "./tax-treatment";
export {
  checkVatNumber,
  VAT_NUMBER_MAX_LENGTH,
  VAT_NUMBER_MESSAGE,
  type VatNumberCheck,
} from "./vat-number";
