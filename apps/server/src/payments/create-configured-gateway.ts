import type { Config } from "../config";
import type { Db } from "../db/connect";
import type { Clock } from "../security/clock";
import { choosePaymentProcessor } from "./choose-payment-processor";
import type { PaymentGateway } from "./payment-gateway";
import { createStripeGateway } from "./stripe/create-stripe-gateway";
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
