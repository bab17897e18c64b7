import { formatMoney } from "@creator-checkout/core/money";
import type { PricingView } from "@creator-checkout/core/pricing";

interface SummaryTotalsProps {
  pricing: PricingView;
  /** Overrides the option's own amount due today (a switch's prorated amount, or nothing). */
  dueToday: { amountMinor: number; currency: string } | null;
  /** What the buyer paid: once paid, nothing is due, and the line says what was charged. */
  paid: { amountMinor: number; currency: string } | null;
}

export function SummaryTotals({ pricing, dueToday, paid }: SummaryTotalsProps) {
  return (
    <dl className="totals">
      {pricing.afterTrialMinor !== null && dueToday === null ? (
        <div className="totals__row">
          <dt>Total after trial</dt>
          <dd>{formatMoney(pricing.afterTrialMinor, pricing.currency)}</dd>
        </div>
      ) : null}
      {paid ? (
        <div className="totals__row totals__row--due">
          <dt>Paid today</dt>
          <dd>{formatMoney(paid.amountMinor, paid.currency)}</dd>
        </div>
      ) : (
        <div className="totals__row totals__row--due">
          <dt>Due today</dt>
          <dd>
            {dueToday
              ? formatMoney(dueToday.amountMinor, dueToday.currency)
              : formatMoney(pricing.dueTodayMinor, pricing.currency)}
          </dd>
        </div>
      )}
    </dl>
  );
}
