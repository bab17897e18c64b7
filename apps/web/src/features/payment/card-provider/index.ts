import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import type { CardProvider } from "./card-provider";

export type {
  CardFieldsHandle,
  CardFieldsState,
  CardProvider,
  WalletButtonProps,
} from "./card-provider";
export { CardError } from "./card-provider";

/**
 * Loads the provider the server uses. Each comes in its own chunk, so a checkout on the test
 * processor never downloads Stripe's code, and one on Stripe never downloads the test forms.
 */
async function loadCardProvider(): Promise<CardProvider> {
  const config = await callApi(api.getPaymentConfig, {});
  if (config.provider === "stripe") {
    if (!config.publishable_key) throw new Error("Stripe's publishable key is missing.");
    const { createStripeCardProvider } = await import("./stripe/stripe-card-provider");
    return createStripeCardProvider(config.publishable_key);
  }
  const { testProcessorCardProvider } = await import(
    "./test-processor/test-processor-card-provider"
  );
  return testProcessorCardProvider;
}

export function useCardProvider() {
  return useQuery({
    queryKey: ["card-provider"],
    queryFn: loadCardProvider,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The provider is an object of components: keep it as loaded, never merged with another.
    structuralSharing: false,
  });
}
