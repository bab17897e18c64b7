import type { ProductOption } from "../catalog";
import { minimumCustomAmountMinor, settleCustomAmount } from "../money/custom-amount";
import { formatMoney } from "../money/format-money";
import { addInterval } from "./add-interval";
import { amountDueToday } from "./amount-due-today";
import { durationText } from "./duration-text";
import { formatDate } from "./format-date";
import { intervalLabel } from "./interval-label";
import { isTrialOption } from "./is-trial-option";
import { renewalDate } from "./renewal-date";

export type PricedOption = Pick<
  ProductOption,
  | "price"
  | "currency"
  | "interval"
  | "interval_quantity"
  | "trial_interval"
  | "trial_quantity"
  | "trial_price"
  | "trial_currency"
> &
  Partial<Pick<ProductOption, "max_custom_price">>;

/** What the server's proration lookup adds to an option when switching (product.md §3). */
export interface Proration {
  pay_now: boolean;
  prorate_amount: number;
  next_price: number;
  end_date: string;
}

export interface PricingViewInput {
  option: PricedOption;
  /** The buyer's amount for a custom-amount option; ignored when the option has a price. */
  customPriceMinor?: number | null;
  now: Date;
  proration?: Proration | null;
  /**
   * A gift (product.md §4 "Checkout gift"): the giver pays one term of the option today, with no
   * trial, and it never renews (docs/decisions/033).
   */
  gift?: boolean;
}

/** The product.md §3 pricing view: every amount and text the order summary and pay button show. */
export interface PricingView {
  currency: string;
  /** The option's price, or for a custom-amount option the buyer's amount (default the minimum). */
  priceMinor: number;
  dueTodayMinor: number;
  /** "Total after trial"; null without a trial. */
  afterTrialMinor: number | null;
  hasTrial: boolean;
  /** "14 days". */
  trialLength: string | null;
  trialFree: boolean;
  /** "Free" when the trial costs nothing, else the formatted trial price. */
  trialPriceText: string | null;
  /** "Trial ends at December 5, 2026". */
  trialEndsText: string | null;
  renewsAt: Date | null;
  intervalLabel: string | null;
  prorateMinor: number | null;
  /** "Then $8 monthly" for a recurring option; null for a one-time one. */
  nextPeriodText: string | null;
  /** A gift of a recurring option: "A gift of 1 month; it does not renew". Null otherwise. */
  giftTermText: string | null;
}

export function pricingView({
  option,
  customPriceMinor,
  now,
  proration,
  gift = false,
}: PricingViewInput): PricingView {
  const { currency } = option;
  // product.md §5: a custom amount below the minimum is replaced by the minimum; above the maximum,
  // by the maximum; between them it is taken to a whole step (0.05 in CHF), so the figure shown
  // is the one sent and charged (docs/decisions/066).
  const priceMinor =
    option.price ??
    settleCustomAmount(
      customPriceMinor ?? minimumCustomAmountMinor(currency),
      currency,
      option.max_custom_price,
    );

  // One view shows one currency. The catalog schema does not tie trial_currency to currency,
  // and a trial price shown in one currency and charged in another must never reach a buyer.
  if (option.trial_currency !== null && option.trial_currency !== currency) {
    throw new RangeError(
      `A trial in ${option.trial_currency} on an option priced in ${currency} is not supported`,
    );
  }
  const trial =
    !gift && isTrialOption(option)
      ? {
          length: durationText(option.trial_quantity, option.trial_interval),
          priceMinor: option.trial_price ?? 0,
          endsAt: addInterval(now, option.trial_quantity, option.trial_interval),
        }
      : null;
  const trialFree = trial !== null && trial.priceMinor === 0;

  const dueTodayMinor = gift
    ? priceMinor
    : proration?.pay_now
      ? proration.prorate_amount
      : amountDueToday(option, priceMinor);
  const giftTerm =
    gift && option.interval !== null
      ? durationText(option.interval_quantity, option.interval)
      : null;

  return {
    currency,
    priceMinor,
    dueTodayMinor,
    afterTrialMinor: trial === null ? null : priceMinor,
    hasTrial: trial !== null,
    trialLength: trial?.length ?? null,
    trialFree,
    trialPriceText:
      trial === null ? null : trialFree ? "Free" : formatMoney(trial.priceMinor, currency),
    trialEndsText: trial === null ? null : `Trial ends at ${formatDate(trial.endsAt)}`,
    renewsAt: gift ? null : renewalDate(option, now),
    intervalLabel: gift ? null : intervalLabel(option.interval),
    prorateMinor: proration?.prorate_amount ?? null,
    nextPeriodText: gift ? null : nextPeriodText(option, proration?.next_price ?? priceMinor),
    giftTermText: giftTerm ? `A gift of ${giftTerm}; it does not renew` : null,
  };
}

// Our wording, not the spec's (it names a next-period text without giving it): what a
// recurring option costs from the next period on, at the switched-to price when prorating.
// An interval quantity above 1 does not fit the spec's "monthly" labels, so it reads
// "every 3 months" instead.
function nextPeriodText(option: PricedOption, nextPriceMinor: number): string | null {
  if (option.interval === null) {
    return null;
  }
  const price = formatMoney(nextPriceMinor, option.currency);
  return option.interval_quantity === 1
    ? `Then ${price} ${intervalLabel(option.interval)}`
    : `Then ${price} every ${durationText(option.interval_quantity, option.interval)}`;
}
