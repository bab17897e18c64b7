import { checkoutErrors } from "@creator-checkout/core/checkout/checkout-errors";
import { t } from "@creator-checkout/core/i18n";
import { useState } from "react";
import { usePaymentMethods } from "../api/get-payment-methods";
import { useSetDefaultPaymentMethod } from "../api/set-default-payment-method";
import { PaymentLoading } from "./payment-loading";
import { PaymentMethodList } from "./payment-method-list";

/**
 * The saved cards to choose from, each but the default with "Make default"; "Add a card to
 * pay." (the pay button's description, `noCardsId`) while there are none.
 */
export function SavedCards({
  chosenId,
  onChoose,
  noCardsId,
}: {
  chosenId: string | null;
  onChoose: (sourceId: string) => void;
  noCardsId: string;
}) {
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const [makeDefaultFailed, setMakeDefaultFailed] = useState(false);
  const list = methods.data?.payment_methods ?? [];

  /** Makes a card the default and the one to pay with, since paying makes it the default too. */
  async function makeDefault(sourceId: string): Promise<boolean> {
    setMakeDefaultFailed(false);
    try {
      await setDefault.mutateAsync(sourceId);
    } catch {
      setMakeDefaultFailed(true);
      return false;
    }
    onChoose(sourceId);
    return true;
  }

  return (
    <>
      {methods.isPending ? (
        <PaymentLoading text={t("payment.loading.savedCards")} />
      ) : methods.isError ? (
        <p className="form-alert" role="alert">
          {t("payment.loading.savedCardsFailed")}
        </p>
      ) : list.length === 0 ? (
        <p id={noCardsId} className="card__text">
          {t("payment.savedCard.none")}
        </p>
      ) : (
        <PaymentMethodList
          methods={list}
          chosenId={chosenId}
          onChoose={onChoose}
          makingDefaultId={setDefault.isPending ? (setDefault.variables ?? null) : null}
          onMakeDefault={makeDefault}
        />
      )}
      {makeDefaultFailed ? (
        <p className="field__error" role="alert">
          {checkoutErrors.updateDefaultPaymentMethodFailed}
        </p>
      ) : null}
    </>
  );
}
