import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { SwitchChoice } from "@creator-checkout/core/checkout";
import type { ComponentProps } from "react";
import { ContactInfoCard } from "@/features/contact";
import { AdditionalInfoCard } from "@/features/custom-fields";
import type { AcceptedCode } from "@/features/discounts";
import { GiftInfoCard, type useGiftForm } from "@/features/gift";
import { NewslettersCard } from "@/features/newsletters";
import { PaymentCard, SubscriptionCard } from "@/features/payment";
import type { QueryParams } from "@/lib/read-query-params";
import type { Finished, VisibleCards } from "../utils/checkout-state";
import { SuccessCard } from "./lazy-success-card";

type PaymentProps = ComponentProps<typeof PaymentCard>;

/**
 * The right column: the stack of cards `visible` names, or, after a paid purchase, the success
 * card that replaces it (product.md §2).
 */
export function CheckoutCards({
  product,
  selectedOption,
  finished,
  creator,
  visible,
  gift,
  giftable,
  params,
  switchChoice,
  accepted,
  onPaid,
  onSwitched,
  onTaxSummary,
}: {
  product: CheckoutProduct;
  selectedOption: CheckoutOption;
  finished: Finished | null;
  creator: ComponentProps<typeof SuccessCard>["creator"] | undefined;
  visible: VisibleCards;
  gift: ReturnType<typeof useGiftForm>;
  giftable: boolean;
  params: Pick<QueryParams, "customPriceMinor" | "gift" | "redirectUrl">;
  switchChoice: SwitchChoice | null;
  accepted: AcceptedCode | null;
} & Pick<PaymentProps, "onPaid" | "onSwitched" | "onTaxSummary">) {
  if (finished !== null && creator) {
    return (
      <div className="checkout__details">
        <SuccessCard
          outcome={finished.outcome}
          creator={creator}
          redirectUrl={params.redirectUrl}
        />
      </div>
    );
  }
  return (
    <div className="checkout__details">
      <ContactInfoCard publisher={product.publisher} />
      {visible.gift ? <GiftInfoCard gift={gift} giftable={giftable} /> : null}
      {visible.newsletters ? <NewslettersCard newsletters={product.newsletters} /> : null}
      {/* "Additional Info" (product.md §2 "also present") sits just above Payment: its required
        questions hold the pay button back, so the reason is next to the button. */}
      {visible.additionalInfo ? (
        <AdditionalInfoCard productId={product.id} fields={product.custom_fields} />
      ) : null}
      {visible.subscription ? (
        <SubscriptionCard product={product} productOptionId={selectedOption.id} />
      ) : null}
      {visible.payment ? (
        <PaymentCard
          product={product}
          selectedOption={selectedOption}
          customPriceMinor={params.customPriceMinor}
          giftMode={params.gift}
          gift={visible.gift && giftable ? gift.details : null}
          switchChoice={switchChoice}
          accepted={accepted}
          onPaid={onPaid}
          onSwitched={onSwitched}
          onTaxSummary={onTaxSummary}
        />
      ) : null}
    </div>
  );
}
