/** The settings that decide who takes a buyer's money (docs/decisions/061). */
export interface PaymentSettings {
  NODE_ENV: "development" | "production" | "test";
  PAYMENTS?: "stripe" | "test" | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}

const stripeKeys = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
] as const;

/**
 * Stripe when its settings are given; otherwise the built-in test processor, which takes only
 * test cards. In production a checkout must take real money, so it refuses to start without
 * Stripe unless the operator says with `PAYMENTS=test` that this server (a staging one) is meant
 * to sell for test cards.
 */
export function choosePaymentProcessor(settings: PaymentSettings): "stripe" | "test" {
  if (settings.STRIPE_SECRET_KEY) return "stripe";
  if (settings.PAYMENTS === "test") return "test";
  if (settings.NODE_ENV !== "production" && settings.PAYMENTS === undefined) return "test";
  const missing = stripeKeys.filter((name) => !settings[name]);
  const why =
    settings.PAYMENTS === "stripe"
      ? "required with PAYMENTS=stripe"
      : "required in production, where the test processor would sell for test cards";
  throw new Error(
    `Invalid configuration:\n${missing.map((name) => `  ${name}: ${why}`).join("\n")}\n` +
      "A staging server that is meant to take only test cards says so with PAYMENTS=test.",
  );
}
