import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { PricingView } from "@creator-checkout/core/pricing";
import { priceText } from "../utils/price-text";
import { trialText } from "../utils/trial-text";

interface OrderHeadlineProps {
  product: Pick<CheckoutProduct, "title">;
  option: CheckoutOption;
  pricing: PricingView;
}

/** What is being bought and its headline price; stays visible when the summary is collapsed. */
export function OrderHeadline({ product, option, pricing }: OrderHeadlineProps) {
  const trial = trialText(pricing);
  return (
    <div className="headline">
      <h1 className="headline__title">{product.title}</h1>
      <p className="headline__price">{trial ?? priceText(pricing.priceMinor, option)}</p>
      {trial && pricing.nextPeriodText ? (
        <p className="headline__then">{pricing.nextPeriodText}</p>
      ) : null}
    </div>
  );
}
