import { formatMoney } from "@creator-checkout/core/money";
import type { PricingView } from "@creator-checkout/core/pricing";

interface SummaryTotalsProps {
  pricing: PricingView;
}

export function SummaryTotals({ pricing }: SummaryTotalsProps) {
  return (
    <dl className="totals">
      {pricing.afterTrialMinor !== null ? (
        <div className="totals__row">
          <dt>Total after trial</dt>
          <dd>{formatMoney(pricing.afterTrialMinor, pricing.currency)}</dd>
        </div>
      ) : null}
      <div className="totals__row totals__row--due">
        <dt>Due today</dt>
        <dd>{formatMoney(pricing.dueTodayMinor, pricing.currency)}</dd>
      </div>
    </dl>
  );
}
