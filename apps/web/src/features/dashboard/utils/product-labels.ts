import type { Interval, Product, ProductOption } from "@creator-checkout/core/catalog";
import { formatMoney, supportedCurrencies } from "@creator-checkout/core/money";
import { durationText } from "@creator-checkout/core/pricing";
import type { Billing, Pricing, Trial } from "./product-draft";

// The words of the Products section (docs/decisions/174).

const kinds: Partial<Record<Product["type"], string>> = {
  subscription: "Subscription",
  pass: "Pass",
  donation: "Donation",
};

export const kindLabel = (type: Product["type"]) => kinds[type] ?? type;

/** The kinds a form offers: the three a store sells, and a product's own if it is another. */
export function kindChoices(current: Product["type"]) {
  const offered = Object.keys(kinds) as Product["type"][];
  const all = offered.includes(current) ? offered : [...offered, current];
  return all.map((type) => [type, kindLabel(type)] as const);
}

export const pricingChoices: ReadonlyArray<readonly [Pricing, string]> = [
  ["fixed", "A set price"],
  ["chosen", "The buyer chooses the amount"],
];

export const billingChoices: ReadonlyArray<readonly [Billing, string]> = [
  ["once", "Once"],
  ["day", "Every day"],
  ["week", "Every week"],
  ["month", "Every month"],
  ["year", "Every year"],
];

export const trialChoices: ReadonlyArray<readonly [Trial, string]> = [
  ["none", "No trial"],
  ["free", "A free trial"],
  ["paid", "A paid trial"],
];

export const currencyChoices = supportedCurrencies.map((code) => [code, code] as const);

export const unitChoices: ReadonlyArray<readonly [Interval, string]> = [
  ["day", "Days"],
  ["week", "Weeks"],
  ["month", "Months"],
  ["year", "Years"],
];

function cycleText(option: ProductOption) {
  if (!option.recurring || !option.interval) return "once";
  return option.interval_quantity === 1
    ? `every ${option.interval}`
    : `every ${durationText(option.interval_quantity, option.interval)}`;
}

function trialText(option: ProductOption) {
  if (!option.trial_interval || !option.trial_quantity) return null;
  const length = durationText(option.trial_quantity, option.trial_interval);
  return option.trial_price === null
    ? `${length} free`
    : `${length} for ${formatMoney(option.trial_price, option.currency)}`;
}

/** "$8 every month · 14 days free · also in EUR, GBP". */
export function optionTermsText(option: ProductOption): string {
  const price =
    option.price === null
      ? "the buyer chooses the amount"
      : `${formatMoney(option.price, option.currency)} ${cycleText(option)}`;
  const also = option.prices.map((entry) => entry.currency);
  return [price, trialText(option), also.length > 0 ? `also in ${also.join(", ")}` : null]
    .filter(Boolean)
    .join(" · ");
}
