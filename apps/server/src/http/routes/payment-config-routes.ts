import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serveRoute } from "../serve-route";

/** Which card form the page should load: the test processor's own, or Stripe.js with its key. */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{
  provider: "test" | "stripe";
  publishableKey: string | null;
}> = async (app, { provider, publishableKey }) => {
  serveRoute(app, api.getPaymentConfig, async () => ({
    provider,
    publishable_key: publishableKey,
  }));
};
