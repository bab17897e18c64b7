import type { Config } from "../config";
import type { Db } from "../db/connect";
import type { Clock } from "../security/clock";
import { choosePaymentProcessor } from "./choose-payment-processor";
import type { PaymentGateway } from "./payment-gateway";
import { createStripeGateway } from "./stripe/create-stripe-gateway";
import { createStripeTax } from "./stripe/create-stripe-tax";
import { RATES_TABLE_CALCULATOR, type TaxCalculator } from "./tax-calculator";
import { createTestProcessorGateway } from "./test-processor/create-test-processor-gateway";

/**
 * Stripe when its settings are given, else the built-in test processor; in production the test
 * processor only with `PAYMENTS=test` (docs/decisions/061).
 */
export function createConfiguredGateway(
  config: Config,
  { db, clock }: { db: Db; clock: Clock },
): PaymentGateway {
  return choosePaymentProcessor(config) === "stripe" && config.STRIPE_SECRET_KEY
    ? createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY,
        apiOverride: config.stripeApiOverride,
      })
    : createTestProcessorGateway({ db, clock });
}

/** Stripe Tax with `STRIPE_TAX=on` (config.ts refuses it without Stripe), else the rates table. */
export function configuredTaxCalculator(config: Config): TaxCalculator {
  return config.STRIPE_TAX === "on" && config.STRIPE_SECRET_KEY
    ? createStripeTax({
        secretKey: config.STRIPE_SECRET_KEY,
        apiOverride: config.stripeApiOverride,
      })
    : RATES_TABLE_CALCULATOR;
}
