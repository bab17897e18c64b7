import type { CheckoutOption } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import type { PricingView } from "@creator-checkout/core/pricing";
import { type ReactNode, useId } from "react";
import { priceText } from "../utils/price-text";
import { trialText } from "../utils/trial-text";

interface OrderSummaryProps {
  option: CheckoutOption;
  pricing: PricingView;
  /** The applied promotion code's line, last among the line items. */
  children?: ReactNode;
}

export function OrderSummary({ option, pricing, children }: OrderSummaryProps) {
  const titleId = useId();
  const trial = trialText(pricing);
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t("summary.title")}
      </h2>
      <dl className="line-items">
        <div className="line-item">
          <dt className="line-item__name">
            {option.title}
            {pricing.intervalLabel ? (
              <span className="line-item__meta">
                {t("summary.billed", { interval: pricing.intervalLabel })}
              </span>
            ) : null}
            {pricing.giftTermText ? (
              <span className="line-item__meta">{pricing.giftTermText}</span>
            ) : null}
          </dt>
          <dd className="line-item__amount">{priceText(pricing.priceMinor, option)}</dd>
        </div>
        {trial ? (
          <div className="line-item">
            <dt className="line-item__name">
              {trial}
              {pricing.trialEndsText ? (
                <span className="line-item__meta">{pricing.trialEndsText}</span>
              ) : null}
            </dt>
            <dd className="line-item__amount">{pricing.trialPriceText}</dd>
          </div>
        ) : null}
        {children}
      </dl>
      {pricing.renewalText ? <p className="order-summary__note">{pricing.renewalText}</p> : null}
    </section>
  );
}
