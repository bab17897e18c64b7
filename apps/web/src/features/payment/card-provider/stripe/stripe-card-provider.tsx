import { Elements } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import type { CardProvider } from "../card-provider";
import { StripeAuthenticationStep } from "./stripe-authentication-step";
import { StripeCardFields } from "./stripe-card-fields";
import { StripeLoadingContext } from "./stripe-loading";
import { StripeWalletButton } from "./stripe-wallet-button";
import "./stripe.css";

/**
 * Stripe in the page (docs/architecture.md, Chosen parts): Stripe.js, loaded from js.stripe.com the first time this
 * chunk runs, turns the card into a PaymentMethod whose id the server saves, completes 3-D Secure
 * and offers the buyer's wallet. The card number never reaches our server.
 */
export function createStripeCardProvider(publishableKey: string): CardProvider {
  // Resolves null when Stripe.js cannot be loaded (blocked, offline): the card form says so and
  // an authentication step gives way, instead of the page waiting forever.
  const stripeLoading = loadStripe(publishableKey).catch((error: unknown) => {
    console.error("Stripe.js could not be loaded.", error);
    return null;
  });
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page, for its one key (useCardProvider keeps the provider for good)
    Root: ({ children }) => (
      <StripeLoadingContext value={stripeLoading}>
        <Elements stripe={stripeLoading}>{children}</Elements>
      </StripeLoadingContext>
    ),
    CardFields: StripeCardFields,
    AuthenticationStep: StripeAuthenticationStep,
    WalletButton: StripeWalletButton,
  };
}
