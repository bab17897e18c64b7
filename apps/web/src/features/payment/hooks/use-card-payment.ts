import { useEffect, useState } from "react";
import { useSwitchPreview } from "@/features/switching";
import type { PaymentMethod } from "../api/get-payment-methods";
import { usePurchaseHistory } from "../api/get-purchase-history";
import type { PaymentCardProps } from "../components/payment-card-props";
import { type BuyerTax, useBuyerTax, useTaxSummary } from "../tax/use-buyer-tax";
import { checkoutAction, reportOutcome } from "../utils/checkout-action";
import { payButtonInput } from "../utils/pay-button-input";
import { payControls } from "../utils/pay-controls";
import { buyerTaxInput, paymentSelection } from "../utils/payment-selection";
import { useCheckout } from "./use-checkout";

/**
 * The Payment card's payment: what it charges for, the buyer's tax on it, the checkout that pays
 * it with the card `chosen`, and what Pay says and allows. The rules are ../utils' plain
 * functions (docs/decisions/152); this hook joins them to the queries and the checkout.
 */
export function useCardPayment(
  {
    product,
    selectedOption,
    customPriceMinor,
    giftMode,
    gift,
    switchChoice,
    accepted,
    onPaid,
    onSwitched,
    onTaxSummary,
  }: PaymentCardProps,
  { chosen, formsValid }: { chosen: PaymentMethod | null; formsValid: boolean },
) {
  const history = usePurchaseHistory(selectedOption.id);
  const [now] = useState(() => new Date());
  const [note, setNote] = useState<string | null>(null);
  const selection = paymentSelection({
    option: selectedOption,
    customPriceMinor,
    giftMode,
    history: history.data,
    accepted,
    now,
  });
  const { mode, pricing } = selection;
  const preview = useSwitchPreview(selection.target).data;
  const publisherId = product.publisher_id;
  const tax = useBuyerTax(
    buyerTaxInput(selection, { option: selectedOption, publisherId, switchChoice, preview }),
  );
  useTaxSummary(tax.summary, onTaxSummary);

  const situation = { mode, history: history.data, selectedOption, switchChoice, preview };
  const checkout = useCheckout({
    chosen,
    cardless: selection.cardless,
    action: checkoutAction({
      ...situation,
      customPrice: selection.customPrice,
      gift,
      promotionCode: selection.promotionCode,
      taxFields: tax.fields(),
    }),
    onDone: (outcome) =>
      reportOutcome(outcome, pricing.discountLine, { onPaid, onSwitched, onNote: setNote }),
    onRefused: tax.refused,
  });
  useResendOnceConfirmed(tax, checkout.pay);
  const charged = typeof tax.summary === "object" ? tax.summary : null;

  const controls = payControls(
    payButtonInput({
      ...situation,
      pricing,
      charged,
      cardSelected: chosen !== null || selection.cardless,
      formsValid,
      giftFormValid: gift !== null,
      checkoutInProgress: checkout.inProgress,
    }),
    history.isSuccess && !tax.held,
  );
  return { pricing, tax, charged, checkout, controls, note };
}

/** The buyer confirmed their country: the purchase goes again, now with the confirmation. */
function useResendOnceConfirmed(tax: BuyerTax, pay: ReturnType<typeof useCheckout>["pay"]) {
  useEffect(() => {
    if (!tax.resend) return;
    tax.resent();
    void pay();
  }, [tax, pay]);
}
