import type { Stripe } from "@stripe/stripe-js";
import { createContext, use } from "react";

/** Stripe.js as it loads: null once it could not be loaded. Provided by the provider's Root. */
export const StripeLoadingContext = createContext<Promise<Stripe | null> | null>(null);

export function useStripeLoading(): Promise<Stripe | null> {
  const stripeLoading = use(StripeLoadingContext);
  if (!stripeLoading) throw new Error("Stripe's card parts must be inside the provider's Root.");
  return stripeLoading;
}
