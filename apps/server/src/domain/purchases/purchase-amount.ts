import { optionCurrencies, optionInCurrency } from "@creator-checkout/core/catalog";
import {
  customAmountStep,
  customAmountStepMinor,
  isOnCustomAmountStep,
  maximumCustomAmountMinor,
  minimumCustomAmountMinor,
} from "@creator-checkout/core/money";
import { amountDueToday } from "@creator-checkout/core/pricing";
import { badRequest } from "../../app-error";
import type { productOptions } from "../../db/schema";
import { purchaseErrors } from "./purchase-errors";

type Option = typeof productOptions.$inferSelect;

/** The stored option's trial, typed as the catalog's (the column is plain text). */
const trialFields = (option: Option) => ({
  trial_quantity: option.trial_quantity,
  trial_interval: option.trial_interval,
  trial_price: option.trial_price,
});

/**
 * What the buyer pays today, computed from the catalog alone (the page's figures are never
 * trusted) by the rule the page shows (core's amountDueToday), after checking the buyer's own
 * amount where the option lets them choose one. `option` is already in the buyer's currency
 * (optionPriced).
 */
export function purchaseAmount(
  option: Option,
  request: { customPrice?: number | null | undefined },
): number {
  if (option.price === null) {
    const minimum = minimumCustomAmountMinor(option.currency);
    const customPrice = request.customPrice;
    if (customPrice === undefined || customPrice === null)
      throw badRequest("Choose an amount to pay.");
    if (!Number.isSafeInteger(customPrice)) {
      throw badRequest("custom_price must be a whole number of minor units (cents).");
    }
    if (customPrice < minimum)
      throw badRequest(`custom_price must be at least ${minimum} (${option.currency}).`);
    const maximum = maximumCustomAmountMinor(option.currency, option.max_custom_price);
    if (customPrice > maximum)
      throw badRequest(`custom_price must be at most ${maximum} (${option.currency}).`);
    // The page takes the amount to a whole step before showing it (core's settleCustomAmount);
    // another amount is refused rather than rounded, so nothing is charged that the buyer was
    // not shown (docs/decisions/066).
    if (!isOnCustomAmountStep(customPrice, option.currency)) {
      throw badRequest(
        `custom_price must be a multiple of ${customAmountStepMinor(option.currency)}: amounts move in steps of ${customAmountStep(option.currency)} (${option.currency}).`,
      );
    }
    return amountDueToday(trialFields(option), customPrice);
  }
  if (request.customPrice !== undefined && request.customPrice !== null) {
    throw badRequest("This option has a fixed price; custom_price is not allowed.");
  }
  return amountDueToday(trialFields(option), option.price);
}

/**
 * The option in the currency the buyer pays in: the one their page named, else the option's
 * first (docs/decisions/160). A currency the option is not sold in is refused, never converted.
 */
export function optionPriced<Stored extends Option>(
  option: Stored,
  currency: string | undefined,
): Stored {
  const priced = optionInCurrency(option, currency ?? option.currency);
  if (!priced) {
    throw purchaseErrors.currencyNotOffered(currency ?? "", optionCurrencies(option));
  }
  return priced;
}
