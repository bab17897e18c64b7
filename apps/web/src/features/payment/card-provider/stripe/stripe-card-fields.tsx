import { t } from "@creator-checkout/core/i18n";
import { CardElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { PaymentMethodResult, StripeCardElementOptions } from "@stripe/stripe-js";
import { useEffect, useImperativeHandle, useMemo, useState } from "react";
import { CardError, type CardFieldsProps } from "../card-provider";
import { useStripeLoading } from "./stripe-loading";

/**
 * Stripe's card element (number, expiry, CVC and ZIP in Stripe's own frame), reporting one state
 * for the whole card as the test processor's form does; Add Card turns it into a PaymentMethod.
 */
export function StripeCardFields({ ref, onChange, disabled, errorId }: CardFieldsProps) {
  const stripeLoading = useStripeLoading();
  const stripe = useStripe();
  const elements = useElements();
  const [style] = useState(pageStyle);
  const options = useMemo<StripeCardElementOptions>(
    () => ({ hidePostalCode: false, disabled, style }),
    [disabled, style],
  );

  useEffect(() => {
    let mounted = true;
    void stripeLoading.then((loaded) => {
      if (mounted && !loaded)
        onChange({ complete: false, error: t("payment.cardFields.formUnavailable") });
    });
    return () => {
      mounted = false;
    };
  }, [stripeLoading, onChange]);

  useImperativeHandle(
    ref,
    () => ({
      async createToken() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new CardError(t("payment.cardFields.formUnavailable"));
        let result: PaymentMethodResult;
        try {
          result = await stripe.createPaymentMethod({ type: "card", card });
        } catch {
          throw new CardError(t("payment.cardFields.notChecked"));
        }
        if (result.error)
          throw new CardError(result.error.message ?? t("payment.cardFields.notChecked"));
        return result.paymentMethod.id;
      },
    }),
    [stripe, elements],
  );

  return (
    // Stripe's fields live in its frame, out of reach of aria-describedby: the group carries the
    // message under the form instead.
    <fieldset className="stripe-card" aria-describedby={errorId}>
      <legend className="visually-hidden">{t("payment.cardFields.legend")}</legend>
      <CardElement
        className="field__control"
        options={options}
        onChange={(event) =>
          onChange({ complete: event.complete, error: event.error?.message ?? null })
        }
        onReady={(element) => element.focus()}
      />
    </fieldset>
  );
}

/** The page's own colours and font (styles.css), for the text inside Stripe's frame. */
function pageStyle(): StripeCardElementOptions["style"] {
  const tokens = getComputedStyle(document.documentElement);
  const token = (name: string) => tokens.getPropertyValue(name).trim();
  return {
    base: {
      color: token("--ink"),
      fontFamily: token("--font"),
      fontSize: "16px",
      iconColor: token("--ink-muted"),
      "::placeholder": { color: token("--ink-subtle") },
    },
    invalid: { color: token("--danger"), iconColor: token("--danger") },
  };
}
