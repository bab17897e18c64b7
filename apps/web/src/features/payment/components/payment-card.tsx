import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import { type SwitchChoice, walletPaymentRequest } from "@creator-checkout/core/checkout";
import { t } from "@creator-checkout/core/i18n";
import { useId, useState } from "react";
import { Card } from "@/components/card";
import type { AcceptedCode } from "@/features/discounts";
import { usePayPrerequisites } from "@/lib/pay-prerequisites";
import { usePaymentMethods } from "../api/get-payment-methods";
import type { OrderResult } from "../api/purchase-product";
import type { SwitchResult } from "../api/switch-option";
import { type CardProvider, useCardProvider } from "../card-provider";
import { useCardPayment } from "../hooks/use-card-payment";
import { TaxFields } from "../tax/tax-fields";
import type { SummaryTax } from "../tax/use-buyer-tax";
import type { GiftDetails, PaidDiscount } from "../utils/checkout-action";
import { payReasonIds, walletAmountDueMinor } from "../utils/pay-button-input";
import { chooseMethod } from "../utils/payment-selection";
import { AddCard } from "./add-card";
import { BankAuthentication, PaySection } from "./pay-section";
import { PaymentLoading } from "./payment-loading";
import { SavedCards } from "./saved-cards";
import "../payment.css";

export interface PaymentCardProps {
  product: CheckoutProduct;
  selectedOption: CheckoutOption;
  customPriceMinor: number | null;
  giftMode: boolean;
  /** The gift form's details once it is valid; null while it is not (or outside gift mode). */
  gift: GiftDetails | null;
  /** "Switch Now" or "Switch Later", as the change-option panel's choice stands. */
  switchChoice: SwitchChoice | null;
  /** The promotion code that applies to this purchase or gift, as the summary shows it. */
  accepted: AcceptedCode | null;
  /** The purchase is paid: the page shows its success card. */
  onPaid: (order: OrderResult, discount: PaidDiscount | null) => void;
  /** The switch is made (now, and paid) or queued (later): the page shows its success card. */
  onSwitched: (result: SwitchResult, timing: SwitchChoice) => void;
  /** The summary's tax lines as the server's figures stand (docs/decisions/130). */
  onTaxSummary: (summary: SummaryTax) => void;
}

/** product.md §2's Payment card, once the page knows which provider takes the payment. */
export function PaymentCard(props: PaymentCardProps) {
  const provider = useCardProvider();
  if (provider.isPending) {
    return (
      <Card title={t("payment.card.title")}>
        <PaymentLoading text={t("payment.loading.form")} />
      </Card>
    );
  }
  if (provider.isError) {
    return (
      <Card title={t("payment.card.title")}>
        <p className="form-alert" role="alert">
          {t("payment.loading.failed")}
        </p>
      </Card>
    );
  }
  const { Root } = provider.data;
  return (
    <Root>
      <PaymentCardContent {...props} provider={provider.data} />
    </Root>
  );
}

/**
 * Saved cards, Add Card, the pay button with its errors, and the wallet button. What it charges
 * for and what Pay says are worked out in ../utils (docs/decisions/152).
 */
function PaymentCardContent({ provider, ...props }: PaymentCardProps & { provider: CardProvider }) {
  const methods = usePaymentMethods();
  const prerequisites = usePayPrerequisites();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const noCardsId = useId();
  const list = methods.data?.payment_methods ?? [];
  const chosen = chooseMethod(list, chosenId);
  const { pricing, tax, charged, checkout, controls, note } = useCardPayment(props, {
    chosen,
    formsValid: prerequisites.valid,
  });
  const { product } = props;

  /** The buyer's pick: an error about the card chosen before is no longer about this one. */
  function choose(sourceId: string) {
    if (sourceId !== chosen?.id) checkout.clearError();
    setChosenId(sourceId);
  }

  return (
    <Card title={t("payment.card.title")}>
      <TaxFields tax={tax} />
      <SavedCards chosenId={chosen?.id ?? null} onChoose={choose} noCardsId={noCardsId} />
      <AddCard CardFields={provider.CardFields} disabled={methods.isPending} onAdded={choose} />
      <PaySection
        checkout={checkout}
        controls={controls}
        note={note}
        reasonIds={payReasonIds(controls.reasons, {
          answerIds: prerequisites.reasonIds,
          noCardsId,
          savedCards: list.length,
        })}
        onHeldBack={prerequisites.showProblems}
        WalletButton={provider.WalletButton}
        walletRequest={walletPaymentRequest({
          currency: pricing.currency,
          productTitle: product.title,
          amountDueMinor: walletAmountDueMinor(charged, pricing),
        })}
      />
      <BankAuthentication
        checkout={checkout}
        provider={provider}
        payeeName={product.publisher.name}
      />
    </Card>
  );
}
