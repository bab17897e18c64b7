import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { PricingView } from "@creator-checkout/core/pricing";
import { priceText } from "../utils/price-text";
import { trialText } from "../utils/trial-text";

interface OrderHeadlineProps {
  product: Pick<CheckoutProduct, "title">;
  option: CheckoutOption;
  pricing: PricingView;
  gift: boolean;
}

/**
 * What is being bought and its headline price; stays visible when the summary is collapsed. A
 * gift's headline says the one payment and the term it buys.
 */
export function OrderHeadline({ product, option, pricing, gift }: OrderHeadlineProps) {
  const trial = trialText(pricing);
  const then = trial ? pricing.nextPeriodText : pricing.giftTermText;
  return (
    <div className="headline">
      <h1 className="headline__title">{product.title}</h1>
      <p className="headline__price">{trial ?? priceText(pricing.priceMinor, option, { gift })}</p>
      {then ? <p className="headline__then">{then}</p> : null}
    </div>
  );
}
