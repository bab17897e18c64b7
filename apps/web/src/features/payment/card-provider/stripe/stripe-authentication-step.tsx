import { t } from "@creator-checkout/core/i18n";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useEffectEvent, useRef } from "react";
import type { NextAction } from "../../api/purchase-product";
import type { AuthenticationStepProps } from "../card-provider";
import { useStripeLoading } from "./stripe-loading";

/**
 * Principle P8 with Stripe: the server's PaymentIntent asks for 3-D Secure, and Stripe.js shows the
 * bank's challenge over the page. Whatever the buyer answers, the order's confirmation then reads
 * the PaymentIntent and says whether it was paid.
 */
export function StripeAuthenticationStep({
  nextAction,
  amountText,
  payeeName,
  onDone,
}: AuthenticationStepProps) {
  const stripeLoading = useStripeLoading();
  const started = useRef(false);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    // One challenge per step, even when React runs this effect twice in development.
    if (started.current) return;
    started.current = true;
    void authenticate(stripeLoading, nextAction)
      .catch((error: unknown) => console.warn("Stripe.js did not complete the next action.", error))
      .finally(finish);
  }, [stripeLoading, nextAction]);

  return (
    <p className="visually-hidden" role="status">
      {t("payment.authentication.confirmWithBank", { amount: amountText, payee: payeeName })}
    </p>
  );
}

async function authenticate(stripeLoading: Promise<Stripe | null>, nextAction: NextAction) {
  const stripe = await stripeLoading;
  const clientSecret = nextAction.type === "stripe_sdk" ? nextAction.client_secret : undefined;
  if (!stripe || !clientSecret) return;
  // A failed or abandoned challenge comes back as `error`; the PaymentIntent records it too.
  await stripe.handleNextAction({ clientSecret });
}
