import { t } from "@creator-checkout/core/i18n";
import { stripeAmount } from "@creator-checkout/core/money";
import { useStripe } from "@stripe/react-stripe-js";
import type {
  CanMakePaymentResult,
  PaymentRequest,
  PaymentRequestPaymentMethodEvent,
} from "@stripe/stripe-js";
import { useEffect, useEffectEvent, useState } from "react";
import type { WalletButtonProps } from "../card-provider";

interface Wallet {
  paymentRequest: PaymentRequest;
  name: string | null;
}

/**
 * product.md §4 "Wallet pay" with Stripe's payment request (product.md §7): shown only when the browser has a
 * wallet ready to pay. Stripe.js turns the buyer's approval into a PaymentMethod, whose id goes to
 * `onToken`; the sheet then shows success or fail by the purchase's outcome (product.md §8).
 */
export function StripeWalletButton({ request, disabled, onToken }: WalletButtonProps) {
  const stripe = useStripe();
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const amount = stripeAmount(request.amount, request.currency);
  const total = amount === null ? null : { label: request.label, amount };

  const payWithToken = useEffectEvent(async (event: PaymentRequestPaymentMethodEvent) => {
    // Stripe's order for a wallet whose card asks for 3-D Secure: the sheet closes first, then
    // Stripe.js shows the bank's challenge.
    let completed = false;
    const complete = (status: "success" | "fail") => {
      if (completed) return;
      completed = true;
      event.complete(status);
    };
    try {
      const paid = await onToken(event.paymentMethod.id, () => complete("success"));
      complete(paid ? "success" : "fail");
    } catch (error) {
      complete("fail");
      console.error("The wallet payment failed.", error);
    }
  });
  const initialTotal = useEffectEvent(() => total);

  useEffect(() => {
    const firstTotal = initialTotal();
    if (!stripe || !firstTotal) return;
    const paymentRequest = stripe.paymentRequest({
      country: request.country,
      currency: request.currency,
      total: firstTotal,
    });
    paymentRequest.on("paymentmethod", (event) => void payWithToken(event));
    let mounted = true;
    void paymentRequest.canMakePayment().then((available) => {
      if (mounted && available) setWallet({ paymentRequest, name: walletName(available) });
    });
    return () => {
      mounted = false;
      paymentRequest.off("paymentmethod");
      setWallet(null);
    };
  }, [stripe, request.country, request.currency]);

  if (!wallet || !total) return null;

  function open() {
    if (!wallet || !total || disabled) return;
    // The amount follows the option chosen since; show() must run within the buyer's click.
    wallet.paymentRequest.update({ total });
    wallet.paymentRequest.show();
  }

  return (
    <button
      type="button"
      className="button button--block button--wallet"
      disabled={disabled}
      onClick={open}
    >
      {wallet.name
        ? t("payment.wallet.payWith", { wallet: wallet.name })
        : t("payment.wallet.payWithYours")}
    </button>
  );
}

/** The wallet's brand, or null for one the browser does not name. */
function walletName(available: CanMakePaymentResult): string | null {
  if (available.applePay) return "Apple Pay";
  if (available.googlePay) return "Google Pay";
  if (available.link) return "Link";
  return null;
}
