import { SHIPPED_TAX_RATES } from "@creator-checkout/core/tax";
import { AppError } from "../../app-error";
import type { productOptions } from "../../db/schema";
import { findOfferedCode } from "../discounts/check-promotion-code";
import { discountTodayMinor, rulesOf } from "../discounts/reserve-redemption";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { optionPriced, purchaseAmount } from "./purchase-amount";
import { purchaseErrors } from "./purchase-errors";
import type { PurchaseDeps } from "./purchase-input";
import { readOffer } from "./purchase-product";
import { consultVies, orderTaxFigures, purchaseTax, taxColumns } from "./purchase-tax";

/**
 * What the page shows before the buyer pays (docs/decisions/127): the purchase's own computation
 * from the catalog alone, for the country the buyer states, with nothing written. The card's
 * country is the purchase's to check. A promotion code comes off first, as in the purchase, so
 * the tax is on what is charged; its restrictions that depend on the buyer are the purchase's.
 */
export async function quotePurchaseTax(
  deps: Pick<PurchaseDeps, "db" | "catalogCache" | "clock" | "taxRates" | "taxCalculator" | "vies">,
  input: {
    publisherId: string;
    productOptionId: string;
    customPrice: number | null;
    country: string | undefined;
    vatNumber: string | undefined;
    promotionCode: string | undefined;
    currency?: string | undefined;
    ip: string;
  },
) {
  const offer = await readOffer(deps, input);
  if (!offer) throw purchaseErrors.unknownOption();
  const option = optionPriced(offer.option, input.currency);
  if (offer.tax && deps.taxCalculator?.billedPerCalculation) await countBilledQuote(deps, input.ip);
  const undiscounted = purchaseAmount(option, input);
  const amount =
    input.promotionCode === undefined
      ? undiscounted
      : undiscounted -
        (await codeDiscount(
          deps,
          option,
          { ...input, promotionCode: input.promotionCode },
          undiscounted,
        ));
  const tax = purchaseTax(
    {
      settings: offer.tax,
      rates: deps.taxRates ?? SHIPPED_TAX_RATES,
      at: deps.clock.now(),
      cardCountry: null,
      vies: await consultVies(deps, offer.tax, input),
    },
    input,
  );
  const taxed = await taxColumns(deps, tax, {
    amountMinor: amount,
    currency: option.currency,
  });
  return {
    amount: taxed.amount,
    currency: option.currency,
    tax: taxed.columns && orderTaxFigures(taxed.columns),
  };
}

/** What the code takes off today's amount, or the one refusal of every code that cannot apply. */
async function codeDiscount(
  deps: Pick<PurchaseDeps, "db" | "clock">,
  option: typeof productOptions.$inferSelect,
  input: { publisherId: string; promotionCode: string; customPrice: number | null; ip: string },
  dueTodayMinor: number,
) {
  const priceMinor = option.price ?? input.customPrice ?? 0;
  const { coupon } = await findOfferedCode(deps, {
    publisherId: input.publisherId,
    option,
    priceMinor,
    code: input.promotionCode,
    ip: input.ip,
  });
  return discountTodayMinor(option, rulesOf(coupon), { priceMinor, dueTodayMinor });
}

/**
 * Where each quote is a calculation the operator pays for (Stripe Tax), a network asks at most
 * this many a minute: a buyer changing country and number needs a handful, a script thousands.
 */
export const BILLED_TAX_QUOTES_PER_MINUTE = 30;

async function countBilledQuote(deps: Pick<PurchaseDeps, "db" | "clock">, ip: string) {
  const limit = await hitRateLimit(deps, {
    bucket: `tax-quote:ip:${ip}:minute`,
    limit: BILLED_TAX_QUOTES_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!limit.allowed) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      429,
      "Too many tax quotes from this network; wait a minute and try again.",
    );
  }
}
