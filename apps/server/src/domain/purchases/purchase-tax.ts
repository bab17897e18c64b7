import type { OrderResult } from "@creator-checkout/core/api";
import {
  buyerCountry,
  checkVatNumber,
  normalizeCountry,
  SALE_TAX_TREATMENTS,
  type SaleTax,
  saleTax,
  saleTaxLabel,
  type TaxRatesTable,
  type TaxSettings,
} from "@creator-checkout/core/tax";
import type { VatNumberRegistry, ViesAnswer, ViesNumber } from "../../adapters/vies/vies";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { RATES_TABLE_CALCULATOR, type TaxCalculator } from "../../payments/tax-calculator";
import type { Clock } from "../../security/clock";
import { spendViesLookup } from "../tax/vies-limits";

/** What a buyer says of where they are and who they buy as (docs/decisions/124, 125). */
export interface BuyerTaxInput {
  /** The country the buyer states (ISO 3166-1 alpha-2). */
  country?: string | undefined;
  /** The buyer confirmed their stated country after being told their card says otherwise. */
  countryConfirmed?: boolean | undefined;
  /** A business buyer's VAT number. */
  vatNumber?: string | undefined;
  /** The total, tax included, the buyer was shown: required where tax is added to the price. */
  shownTotal?: number | undefined;
}

/** A sale's tax with the evidence it was decided on, as the order records both. */
export interface PurchaseTax {
  sale: SaleTax;
  statedCountry: string | null;
  cardCountry: string | null;
  /** Both pieces named one country; false on one piece alone or a confirmed disagreement. */
  agreed: boolean;
  /** The business buyer's number as VIES writes it, once its format passed. */
  vatNumber: string | null;
  /** What VIES said of that number (docs/decisions/134); null without one. */
  vies: VatConsultation | null;
  /** When the supply is made: the day its tax is computed for. */
  at: Date;
}

/** The evidence of a VIES consultation an order keeps with the buyer's VAT number. */
export interface VatConsultation {
  /** False: VIES could not be asked, and the sale was taxed as to a consumer. */
  verified: boolean;
  checkedAt: Date;
  requestIdentifier: string | null;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
// English says "the" before these: the United States, the Netherlands, the Philippines.
const WITH_THE = new Set(["AE", "BS", "CD", "CF", "DO", "GB", "GM", "NL", "PH", "US"]);
const countryName = (code: string) =>
  `${WITH_THE.has(code) ? "the " : ""}${regionNames.of(code) ?? code}`;

export const taxErrors = {
  confirmCountry: (stated: string, card: string) =>
    new AppError(
      "COUNTRY_CONFIRMATION_REQUIRED",
      409,
      `Your card was issued in ${countryName(card)}, but you said you are in ${countryName(stated)}. Confirm that you are in ${countryName(stated)}, or choose the country you are in.`,
    ),
  countryRequired: () =>
    new AppError(
      "COUNTRY_REQUIRED",
      422,
      "Choose the country you are in: this creator charges tax by the buyer's country.",
    ),
  totalNotShown: (label: string, total: number) =>
    new AppError(
      "TAX_TOTAL_NOT_SHOWN",
      409,
      `${label} is added to this price, ${total} in minor units in all. Show the buyer the total with its tax and send it as total.`,
    ),
  invalidVatNumber: (message: string) =>
    new AppError("BAD_REQUEST", 422, message, { vat_number: message }),
  vatNumberNotRegistered: () =>
    new AppError("VAT_NUMBER_NOT_REGISTERED", 422, VAT_NUMBER_NOT_REGISTERED, {
      vat_number: VAT_NUMBER_NOT_REGISTERED,
    }),
};

const VAT_NUMBER_NOT_REGISTERED =
  "The EU's VAT register (VIES) does not know this VAT number. Check it, or buy without one.";

/** A number VIES would read: its prefix (EL for Greece) and the rest. */
const viesNumber = (number: string): ViesNumber => ({
  prefix: number.slice(0, 2),
  rest: number.slice(2),
});

/**
 * What VIES says of the buyer's VAT number, asked only where the creator collects tax and the
 * number's format passed (`purchaseTax` refuses the others). The creator's own EU VAT number goes
 * with it, so VIES gives a consultation number to keep as proof. Each question VIES is actually
 * asked spends one of the buyer's network's look-ups and one of the number's (docs/decisions/144).
 */
export async function consultVies(
  deps: { vies: VatNumberRegistry; db: Db; clock: Clock },
  settings: TaxSettings | null,
  { vatNumber, ip }: { vatNumber?: string | undefined; ip?: string | undefined },
): Promise<ViesAnswer | null> {
  if (settings === null || !vatNumber?.trim()) return null;
  const format = checkVatNumber(vatNumber);
  if (!format.valid) return null;
  const requester = settings.registrations
    .map((registration) => checkVatNumber(registration.tax_id))
    .find((own) => own.valid);
  const number = viesNumber(format.number);
  return deps.vies.check(number, requester?.valid ? viesNumber(requester.number) : null, () =>
    spendViesLookup(deps, { ip: ip ?? "unknown", number }),
  );
}

/**
 * The tax of a purchase, a renewal's or a quote's, from the creator's settings (null: none,
 * and nothing the buyer sent is read) and the buyer's evidence (docs/decisions/119, 124): the
 * stated country stands when the card agrees or gives none; a disagreement is answered 409 until
 * the buyer confirms; with no stated country the card's is the one piece. A VAT number must pass
 * its format (jsvat) and not be refused by VIES, or the request is refused; one VIES could not
 * check is kept, unverified, and the sale taxed as to a consumer (docs/decisions/134).
 */
export function purchaseTax(
  {
    settings,
    rates,
    at,
    cardCountry,
    vies,
  }: {
    settings: TaxSettings | null;
    rates: TaxRatesTable;
    at: Date;
    cardCountry: string | null;
    /** `consultVies`'s answer for the number the buyer gave. */
    vies: ViesAnswer | null;
  },
  input: BuyerTaxInput,
): PurchaseTax | null {
  if (settings === null) return null;
  const vatNumber = input.vatNumber?.trim() ? checkVatNumber(input.vatNumber) : null;
  if (vatNumber && !vatNumber.valid) throw taxErrors.invalidVatNumber(vatNumber.message);
  const consultation = vatNumber?.valid ? vatConsultation(vies, at) : null;
  const business =
    vatNumber?.valid && consultation?.verified
      ? { country: vatNumber.country, number: vatNumber.number }
      : null;
  const card = normalizeCountry(cardCountry);
  const statedCountry = input.country === undefined ? null : normalizeCountry(input.country);
  const where =
    statedCountry === null
      ? card === null
        ? null
        : { country: card, agreed: false }
      : buyerCountry({
          statedCountry,
          cardCountry: card,
          confirmed: input.countryConfirmed ?? false,
        });
  if (where === null || ("kind" in where && where.kind === "unknown")) {
    throw taxErrors.countryRequired();
  }
  if ("kind" in where && where.kind === "confirm") {
    throw taxErrors.confirmCountry(where.statedCountry, where.cardCountry);
  }
  const { country, agreed } = where;
  return {
    sale: saleTax({ settings, rates, country, vatNumber: business, at }),
    statedCountry,
    cardCountry: card,
    agreed,
    vatNumber: vatNumber?.valid ? vatNumber.number : null,
    vies: consultation,
    at,
  };
}

function vatConsultation(answer: ViesAnswer | null, at: Date): VatConsultation {
  if (answer?.kind === "invalid") throw taxErrors.vatNumberNotRegistered();
  if (answer?.kind === "valid") {
    return {
      verified: true,
      checkedAt: answer.checkedAt,
      requestIdentifier: answer.requestIdentifier,
    };
  }
  return { verified: false, checkedAt: answer?.checkedAt ?? at, requestIdentifier: null };
}

/**
 * The order's amount and tax columns for an amount of the creator's price (what is charged,
 * after any discount or proration), as the tax port computes them (docs/decisions/135); the
 * price and no columns without tax.
 */
export async function taxColumns(
  { taxCalculator = RATES_TABLE_CALCULATOR }: { taxCalculator?: TaxCalculator | undefined },
  tax: PurchaseTax | null,
  { amountMinor, currency }: { amountMinor: number; currency: string },
) {
  if (tax === null) return { amount: amountMinor, columns: null };
  const { sale, split, calculationId } = await taxCalculator.calculate({
    sale: tax.sale,
    verifiedVatNumber: tax.vies?.verified ? tax.vatNumber : null,
    amountMinor,
    currency,
    at: tax.at,
  });
  return {
    amount: split.grossMinor,
    columns: {
      tax_net_amount: split.netMinor,
      tax_amount: split.taxMinor,
      tax_rate: sale.rateHundredths,
      tax_country: sale.country,
      tax_treatment: sale.treatment,
      tax_inclusive: sale.inclusion === "inclusive",
      stated_country: tax.statedCountry,
      card_country: tax.cardCountry,
      countries_agreed: tax.agreed,
      buyer_vat_number: tax.vatNumber,
      buyer_vat_verified: tax.vies?.verified ?? null,
      vies_checked_at: tax.vies?.checkedAt ?? null,
      vies_request_id: tax.vies?.requestIdentifier ?? null,
      tax_calculation_id: calculationId,
    },
  };
}

/**
 * Where tax is added to the price, the buyer pays only a total they were shown: the request
 * names it (`total`), or nothing is charged (docs/decisions/128).
 */
export function requireShownTotal(
  tax: PurchaseTax | null,
  { priceMinor, totalMinor }: { priceMinor: number; totalMinor: number },
  shownTotal: number | undefined,
): void {
  if (tax === null || totalMinor === priceMinor || shownTotal === totalMinor) return;
  throw taxErrors.totalNotShown(tax.sale.label ?? "Tax", totalMinor);
}

export type TaxColumns = NonNullable<Awaited<ReturnType<typeof taxColumns>>["columns"]>;

/**
 * The tax an order recorded (or a quote computed), as the API shows it; null when the creator
 * collects none, or for an order made before tax was recorded.
 */
export function orderTaxFigures(columns: {
  tax_net_amount: number | null;
  tax_amount: number | null;
  tax_rate: number | null;
  tax_country: string | null;
  tax_treatment: string | null;
  tax_inclusive: boolean | null;
  buyer_vat_verified?: boolean | null;
}): NonNullable<OrderResult["tax"]> | null {
  const treatment = SALE_TAX_TREATMENTS.find((known) => known === columns.tax_treatment);
  const { tax_net_amount: net, tax_amount: taxAmount, tax_country: country } = columns;
  if (treatment === undefined || net === null || taxAmount === null || country === null) {
    return null;
  }
  const sale = {
    country,
    treatment,
    rateHundredths: columns.tax_rate ?? 0,
    inclusion: columns.tax_inclusive ? ("inclusive" as const) : ("exclusive" as const),
  };
  return {
    net_amount: net,
    tax_amount: taxAmount,
    rate: sale.rateHundredths,
    country,
    treatment,
    inclusive: sale.inclusion === "inclusive",
    label: saleTaxLabel(sale),
    ...(typeof columns.buyer_vat_verified === "boolean"
      ? { vat_number_verified: columns.buyer_vat_verified }
      : {}),
  };
}
