import type { FastifyPluginAsync } from "fastify";

/** Which card form the page should load: the test processor's own, or Stripe.js with its key. */
export const paymentConfigRoutes: FastifyPluginAsync<{
  provider: "test" | "stripe";
  publishableKey: string | null;
}> = async (app, { provider, publishableKey }) => {
  app.get("/payment/config", async () => ({ provider, publishable_key: publishableKey }));
};
