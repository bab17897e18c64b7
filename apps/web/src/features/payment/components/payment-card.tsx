import { walletPaymentRequest } from "@creator-checkout/core/checkout";
import { t } from "@creator-checkout/core/i18n";
import { useId, useState } from "react";
import { Card } from "@/components/card";
import { usePayPrerequisites } from "@/lib/pay-prerequisites";
import { usePaymentMethods } from "../api/get-payment-methods";
import { type CardProvider, useCardProvider } from "../card-provider";
import { useCardPayment } from "../hooks/use-card-payment";
import { TaxFields } from "../tax/tax-fields";
import { payReasonIds, walletAmountDueMinor } from "../utils/pay-button-input";
import { chooseMethod } from "../utils/payment-selection";
import { AddCard } from "./add-card";
import { BankAuthentication, PaySection } from "./pay-section";
import { PaymentLoading } from "./payment-loading";
import { SavedCards } from "./saved-cards";
import "../payment.css";
import type { PaymentCardProps } from "./payment-card-props";

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
