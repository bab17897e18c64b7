import type Stripe from "stripe";

/**
 * Stripe's SDK, loaded with its first use: a server on the test processor never holds it, and
 * one with Stripe starts without its 90 ms of loading (docs/decisions/110). Each call answers
 * the same module once it has loaded.
 */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import("stripe")).default;
}

type StripeErrorType =
  | "StripeCardError"
  | "StripeInvalidRequestError"
  | "StripeSignatureVerificationError";

/**
 * Whether `error` is the SDK's error of this type. Every error the SDK throws names its class in
 * `type`, so the check needs no loaded SDK.
 */
export function isStripeError(
  error: unknown,
  type: StripeErrorType,
): error is Stripe.errors.StripeError {
  return error instanceof Error && "type" in error && error.type === type;
}
