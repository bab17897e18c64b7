import type { CheckoutOption, Interval } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { durationText } from "@creator-checkout/core/pricing";

const periods = {
  day: "pricing.period.day",
  week: "pricing.period.week",
  month: "pricing.period.month",
  year: "pricing.period.year",
} as const satisfies Record<Interval, string>;

/** "$8 / month", "$30 / 3 months", or just "¥3,000" for a one-time option. */
export function priceText(
  amountMinor: number,
  option: Pick<CheckoutOption, "currency" | "interval" | "interval_quantity">,
): string {
  const price = formatMoney(amountMinor, option.currency);
  if (option.interval === null) return price;
  const period =
    option.interval_quantity === 1
      ? t(periods[option.interval])
      : durationText(option.interval_quantity, option.interval);
  return t("pricing.price.perPeriod", { price, period });
}
