import { replayIntegration } from "@sentry/react";

/**
 * Session replay with product.md §7's "mask user input" privacy: whatever a buyer types is
 * masked, and the card fields (ours, Stripe's frames, the test wallet) are not recorded at all.
 */
export function privateReplayIntegration() {
  return replayIntegration({
    maskAllInputs: true,
    maskAllText: false,
    blockAllMedia: false,
    block: [
      ".card-fields",
      ".stripe-card",
      ".wallet-sheet",
      '[autocomplete^="cc-"]',
      'iframe[src*="stripe.com"]',
    ],
    networkDetailAllowUrls: [],
  });
}
