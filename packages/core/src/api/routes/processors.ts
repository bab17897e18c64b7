import { z } from "zod";
import {
  paymentConfigResponse,
  stripeEventReceivedResponse,
  testCardTokenResponse,
  testChargeAuthenticatedResponse,
} from "../contract";
import { defineRoute } from "../define-route";
import { publisherHeaders } from "../request-parts";

// The payment processor the server charges with: which card form the page loads, the built-in
// test processor's own endpoints (standing where a provider's servers would), and Stripe's
// webhook.

const tag = "Payment processors";
const testProcessorOnly = "Served only while the server charges with the built-in test processor.";

export const getPaymentConfig = defineRoute({
  method: "GET",
  path: "/api/payment/config",
  summary: "Which card form the page loads: the test processor's own, or Stripe.js with its key",
  tag,
  caller: "anyone",
  responses: { 200: paymentConfigResponse },
});

export const createTestCardToken = defineRoute({
  method: "POST",
  path: "/api/test-processor/tokens",
  summary: "Tokenise a test card typed into the page's card form",
  description: `${testProcessorOnly} The page sends the card here, never to the API, and saves the token with \`POST /api/me/payment\`. A card the test processor refuses is a 400 \`CARD_ERROR\` with its reason.`,
  tag,
  caller: "anyone",
  request: {
    body: z.object({
      number: z.string().min(1, "Enter a card number.").max(32),
      exp_month: z.coerce
        .number()
        .int()
        .min(1, "Enter a valid expiry month.")
        .max(12, "Enter a valid expiry month."),
      exp_year: z.coerce.number().int().min(2000).max(2100),
      cvc: z.string().max(8),
      postal_code: z.string().max(16),
    }),
  },
  responses: { 201: testCardTokenResponse },
});

export const createTestWalletToken = defineRoute({
  method: "POST",
  path: "/api/test-processor/wallet-tokens",
  summary: "Tokenise the card chosen in the test wallet's sheet",
  description: testProcessorOnly,
  tag,
  caller: "anyone",
  request: {
    body: z.object({ number: z.string().min(1, "Choose a card from the wallet.").max(32) }),
  },
  responses: { 201: testCardTokenResponse },
});

export const authenticateTestCharge = defineRoute({
  method: "POST",
  path: "/api/test-processor/charges/:chargeId/authenticate",
  summary: "Approve or deny the test processor's 3-D Secure step for the buyer's own charge",
  description: `${testProcessorOnly} Only a charge still waiting for authentication changes; the page then finishes its order with \`POST /api/purchase/orders/:orderId/confirm\`.`,
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    params: z.object({ chargeId: z.string().min(1).max(64) }),
    body: z.object({ approve: z.boolean() }),
  },
  responses: { 200: testChargeAuthenticatedResponse },
  errors: [401, 404],
});

const stripeEventBytes =
  "Send a Stripe event as application/json with its Stripe-Signature header.";

export const receiveStripeEvent = defineRoute({
  method: "POST",
  path: "/api/stripe/webhook",
  summary: "Stripe's word that a payment succeeded or failed",
  description: [
    "Served when the server charges with Stripe and has `STRIPE_WEBHOOK_SECRET`; point a Stripe webhook endpoint here for `payment_intent.succeeded` and `payment_intent.payment_failed`.",
    "It finishes the orders whose answer never came back through the page (3-D Secure completed in a tab that was then closed, or an answer lost to a crash).",
    "The body is a Stripe event as Stripe sent it: the server reads it as raw bytes, because the `Stripe-Signature` header signs those exact bytes, and refuses it with `INVALID_SIGNATURE` when they do not match the secret. Bodies of up to 1 MB are accepted.",
  ].join(" "),
  tag,
  caller: "processor",
  request: {
    headers: z.object({
      "stripe-signature": z
        .string({ error: stripeEventBytes })
        .describe("Stripe's signature of the body's exact bytes, made with the signing secret."),
    }),
    body: z
      .custom<Uint8Array>((body) => body instanceof Uint8Array, { error: stripeEventBytes })
      .meta({ description: "A Stripe event (JSON), read as the bytes Stripe signed." }),
  },
  responses: { 200: stripeEventReceivedResponse },
  errors: [413, 415],
});
