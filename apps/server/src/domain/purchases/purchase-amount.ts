import { maximumCustomAmountMinor, minimumCustomAmountMinor } from "@creator-checkout/core/money";
import { badRequest } from "../../app-error";
import type { productOptions } from "../../db/schema";

type Option = typeof productOptions.$inferSelect;

/**
 * What the buyer pays today, computed here from the catalog alone (the page's figures are
 * never trusted): the trial price during a trial (nothing for a free one), else the price,
 * or the custom price where the option lets the buyer choose.
 */
export function purchaseAmount(
  option: Option,
  request: { customPrice?: number | null | undefined; currency?: string | undefined },
): number {
  if (request.currency !== undefined && request.currency !== option.currency) {
    throw badRequest(`This option is priced in ${option.currency}, not ${request.currency}.`);
  }
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
    return customPrice;
  }
  if (request.customPrice !== undefined && request.customPrice !== null) {
    throw badRequest("This option has a fixed price; custom_price is not allowed.");
  }
  if (option.trial_quantity !== null) return option.trial_price ?? 0;
  return option.price;
}
