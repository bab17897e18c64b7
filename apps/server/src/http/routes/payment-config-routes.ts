import { paymentConfigResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Which card form the page should load: the test processor's own, or Stripe.js with its key. */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{
  provider: "test" | "stripe";
  publishableKey: string | null;
}> = async (app, { provider, publishableKey }) => {
  app.get(
    "/payment/config",
    { schema: { response: { 200: paymentConfigResponse } } },
    async () => ({
      provider,
      publishable_key: publishableKey,
    }),
  );
};
