import type { ProductOption } from "../catalog/entities";
import { t } from "../i18n/active-catalog";
import { minimumCustomAmountMinor, settleCustomAmount } from "../money/custom-amount";
import { formatMoney } from "../money/format-money";
import { amountDueToday } from "./amount-due-today";
import { durationText } from "./duration-text";
import { formatDate } from "./format-date";
import { intervalLabel } from "./interval-label";
import { isTrialOption } from "./is-trial-option";
import { renewalDate } from "./renewal-date";
import {
  type SwitchQuote,
  type SwitchTiming,
  switchDueToday,
  switchNextCharge,
  switchTakesEffect,
} from "./switch-terms";
import { trialEnd } from "./trial-end";

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

/** A subscriber switching to the option: their choice, and the server's quote once it is known. */
export interface SwitchingInput {
  timing: SwitchTiming | null;
  /** Null while the proration lookup is under way. */
  quote: SwitchQuote | null;
}

export interface PricingViewInput {
  option: PricedOption;
  /** The buyer's amount for a custom-amount option; ignored when the option has a price. */
  customPriceMinor?: number | null;
  now: Date;
  /**
   * A subscriber switching to the option (product.md §4 "Checkout switch"): the summary shows the
   * switch's own terms, never a new buyer's trial (docs/decisions/031 and 065).
   */
  switching?: SwitchingInput | null;
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
  /**
   * What is charged today. Null only while switching, when nothing is yet going to be charged:
   * no choice made, the quote not known, or "Switch Now" where it is not possible.
   */
  dueTodayMinor: number | null;
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
  /** The next charge: the trial's end with a trial, the switch's next charge when switching. */
  renewsAt: Date | null;
  /**
   * The line under the summary: "Renews on December 10, 2026", or a switch's "Switches today;
   * renews on ..." / "Switches on ..., when your current period ends". Null when nothing renews.
   */
  renewalText: string | null;
  intervalLabel: string | null;
  /** What switching now charges, once the quote is known and it is possible. */
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
  switching = null,
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
  // A gift is one paid term, and a switch never brings the new option's own trial
  // (docs/decisions/031).
  const trialEndsAt = gift || switching ? null : trialEnd(option, now);
  const trial =
    trialEndsAt !== null && isTrialOption(option)
      ? {
          length: durationText(option.trial_quantity, option.trial_interval),
          priceMinor: option.trial_price ?? 0,
          endsAt: trialEndsAt,
        }
      : null;
  const trialFree = trial !== null && trial.priceMinor === 0;

  const quote = switching?.quote ?? null;
  const timing = switching?.timing ?? null;
  const dueTodayMinor = gift
    ? priceMinor
    : switching
      ? quote && switchDueToday(timing, quote)
      : amountDueToday(option, priceMinor);
  const renewsAt = gift
    ? null
    : switching
      ? quote && switchNextCharge(timing, quote)
      : renewalDate(option, now);
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
      trial === null
        ? null
        : trialFree
          ? t("pricing.trial.free")
          : formatMoney(trial.priceMinor, currency),
    trialEndsText:
      trial === null ? null : t("pricing.trial.endsAt", { date: formatDate(trial.endsAt) }),
    renewsAt,
    renewalText: renewalText(renewsAt, switching ? timing : null, quote, now),
    intervalLabel: gift ? null : intervalLabel(option.interval),
    prorateMinor: quote?.payNow ? quote.prorateAmountMinor : null,
    nextPeriodText: gift ? null : nextPeriodText(option, priceMinor),
    giftTermText: giftTerm ? t("pricing.gift.term", { term: giftTerm }) : null,
  };
}

// Our wording for a switch; "Renews on" is the page's own.
function renewalText(
  renewsAt: Date | null,
  timing: SwitchTiming | null,
  quote: SwitchQuote | null,
  now: Date,
): string | null {
  if (renewsAt === null) return null;
  if (timing === "now") return t("pricing.renewal.switchesToday", { date: formatDate(renewsAt) });
  if (timing === "later" && quote) {
    const at = switchTakesEffect("later", { now, currentPeriodEnd: quote.currentPeriodEnd });
    return t("pricing.renewal.switchesOn", { date: formatDate(at) });
  }
  return t("pricing.renewal.renewsOn", { date: formatDate(renewsAt) });
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
    ? t("pricing.nextPeriod.perInterval", { price, interval: intervalLabel(option.interval) })
    : t("pricing.nextPeriod.everyDuration", {
        price,
        duration: durationText(option.interval_quantity, option.interval),
      });
}
