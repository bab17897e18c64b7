import { startFakeStripeApi } from "./fake-stripe-api";

// The local stand-in for Stripe's API as a process of its own, for the browser tests: the Stripe
// server they start points STRIPE_API_URL here. Never for a checkout that takes real payments.
const port = Number(process.env.PORT ?? 12111);
const fake = await startFakeStripeApi({ port });
process.stdout.write(`Stand-in for Stripe's API at http://127.0.0.1:${fake.apiOverride.port}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
