import type { CardProvider } from "./card-provider";
import { testProcessorCardProvider } from "./test-processor/test-processor-card-provider";

export type { CardFieldsHandle, CardFieldsState, CardProvider } from "./card-provider";
export { CardError } from "./card-provider";

/**
 * The card provider in use. Only the built-in test processor exists today (architecture 3);
 * when the server exposes a Stripe publishable key, choose the Stripe one here.
 */
export const cardProvider: CardProvider = testProcessorCardProvider;
