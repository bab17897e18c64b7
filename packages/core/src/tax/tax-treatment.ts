import { supplyDay } from "./supply-day";
import { type CountryCode, EU_MEMBER_STATES, EU_OSS, TAX_COUNTRIES } from "./tax-countries";
import { type TaxRateInForce, taxRateOn } from "./tax-rate-on";
import type { TaxRatesTable } from "./tax-rates-table";

/**
 * Where a creator is registered to collect tax: a country, or `"EU"` for the OSS. Named as the
 * creator's settings name it, so their registrations are passed as they are stored.
 */
export interface TaxRegistration {
  country: CountryCode | typeof EU_OSS;
  tax_id: string;
}

/** A business buyer's VAT number, once its format passed and VIES (where reachable) agreed. */
export interface BusinessVatNumber {
  country: CountryCode;
  number: string;
}

export interface TaxTreatmentInput {
  rates: TaxRatesTable;
  registrations: readonly TaxRegistration[];
  /** The country of the creator's legal address; null when they gave none. */
  sellerCountry: CountryCode | null;
  buyerCountry: CountryCode;
  businessVatNumber: BusinessVatNumber | null;
  at: Date;
}

export type TaxTreatment =
  /** No tax: the creator is not registered where the buyer is, or the table has no rate. */
  | { kind: "none"; reason: "not_registered" | "no_rate" }
  /** A business in another EU country accounts for the VAT itself (art. 196, 226(11a)). */
  | { kind: "reverse_charge"; country: CountryCode; registration: TaxRegistration }
  | {
      kind: "taxed";
      rate: TaxRateInForce;
      taxName: "VAT" | "GST";
      countryName: string;
      registration: TaxRegistration;
    };

/**
 * Which tax a sale carries (docs/decisions/119), in this order:
 * 1. a business buyer with a verified VAT number of the buyer's own EU country, bought from a
 *    creator with any EU registration and established elsewhere, is reverse-charged;
 * 2. a creator registered where the buyer is (the country itself, or `"EU"` for a buyer in
 *    the EU) charges that country's rate on the buyer's day;
 * 3. anything else carries no tax: a creator with no registration sees no change.
 */
export function taxTreatment(input: TaxTreatmentInput): TaxTreatment {
  const { registrations, buyerCountry } = input;
  const reverseCharge = reverseChargeRegistration(input);
  if (reverseCharge !== null) {
    return { kind: "reverse_charge", country: buyerCountry, registration: reverseCharge };
  }
  const registration = registrations.find((r) => covers(r, buyerCountry));
  const country = TAX_COUNTRIES.get(buyerCountry);
  if (registration === undefined || country === undefined) {
    return { kind: "none", reason: "not_registered" };
  }
  const rate = taxRateOn(input.rates, buyerCountry, supplyDay(buyerCountry, input.at));
  if (rate === null) return { kind: "none", reason: "no_rate" };
  return { kind: "taxed", rate, taxName: country.taxName, countryName: country.name, registration };
}

function covers(registration: TaxRegistration, country: CountryCode): boolean {
  if (registration.country === EU_OSS) return EU_MEMBER_STATES.has(country);
  return registration.country === country;
}

function reverseChargeRegistration(input: TaxTreatmentInput): TaxRegistration | null {
  const { businessVatNumber, buyerCountry, sellerCountry } = input;
  if (businessVatNumber === null || businessVatNumber.country !== buyerCountry) return null;
  if (!EU_MEMBER_STATES.has(buyerCountry) || buyerCountry === sellerCountry) return null;
  return (
    input.registrations.find((r) => r.country === EU_OSS || EU_MEMBER_STATES.has(r.country)) ?? null
  );
}
