import { SHIPPED_TAX_RATES, type TaxRatesTable } from "@creator-checkout/core/tax";
import { eq } from "drizzle-orm";
import type { ViesAnswer } from "../../adapters/vies/vies";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { orders, publishers } from "../../db/schema";
import type { TaxCalculator } from "../../payments/tax-calculator";
import { type PurchaseTax, purchaseTax, taxColumns } from "../purchases/purchase-tax";

/**
 * The tax of a charge a subscription makes after its purchase: a renewal, a switch's proration,
 * an overdue period (docs/decisions/126). The creator's settings as they are now, the rate in
 * force on the charge's own day, and the buyer's evidence as the subscription's first order
 * recorded it (a confirmed country stays confirmed); a subscription bought before its creator
 * collected tax takes the card's country as the one piece. With no settings, or no country at
 * all, nothing is added and nothing recorded.
 */
export async function chargeTax(
  { db, taxRates }: { db: Db; taxRates?: TaxRatesTable | undefined },
  {
    publisherId,
    firstOrderId,
    cardCountry,
    at,
  }: {
    publisherId: string;
    firstOrderId: string;
    /** The charged card's country, or how to read it: read only when it is needed. */
    cardCountry: string | null | (() => Promise<string | null>);
    at: Date;
  },
): Promise<PurchaseTax | null> {
  const [publisher] = await db
    .select({ tax: publishers.tax })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  if (!publisher?.tax) return null;
  const [first] = await db
    .select({
      stated: orders.stated_country,
      card: orders.card_country,
      vatNumber: orders.buyer_vat_number,
      verified: orders.buyer_vat_verified,
      checkedAt: orders.vies_checked_at,
      requestId: orders.vies_request_id,
    })
    .from(orders)
    .where(eq(orders.id, firstOrderId));
  try {
    return purchaseTax(
      {
        settings: publisher.tax,
        rates: taxRates ?? SHIPPED_TAX_RATES,
        at,
        cardCountry:
          first?.card ?? (typeof cardCountry === "function" ? await cardCountry() : cardCountry),
        vies: first ? firstConsultation(first, at) : null,
      },
      {
        country: first?.stated ?? undefined,
        countryConfirmed: true,
        vatNumber: first?.vatNumber ?? undefined,
      },
    );
  } catch (error) {
    // Nobody is there to answer a question: without a country the charge carries no tax.
    if (error instanceof AppError && error.code === "COUNTRY_REQUIRED") return null;
    throw error;
  }
}

/**
 * VIES is not asked again for a later charge: the first order's consultation stands, verified or
 * not (docs/decisions/134). An order made before VIES was asked had its number checked by format
 * alone, which then counted as verified (docs/decisions/125), and its charges keep that treatment.
 */
function firstConsultation(
  first: { verified: boolean | null; checkedAt: Date | null; requestId: string | null },
  at: Date,
): ViesAnswer {
  const checkedAt = first.checkedAt ?? at;
  return first.verified === false
    ? { kind: "unavailable", checkedAt, reason: "UNVERIFIED_AT_PURCHASE" }
    : { kind: "valid", checkedAt, requestIdentifier: first.requestId };
}

/** An order's amount and tax columns for a charge of `amountMinor` of the creator's price. */
export async function chargedWithTax(
  deps: { taxCalculator?: TaxCalculator | undefined },
  tax: PurchaseTax | null,
  charge: { amountMinor: number; currency: string },
) {
  const taxed = await taxColumns(deps, tax, charge);
  return { amount: taxed.amount, ...taxed.columns };
}
