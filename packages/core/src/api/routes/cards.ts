import { z } from "zod";
import { paymentMethodResponse, paymentMethodsResponse } from "../contract";
import { apiErrorResponse, defineRoute } from "../define-route";
import { publisherHeaders } from "../request-parts";

// product.md §7 "me payment": the buyer's saved cards at this publisher. The API only ever sees
// a processor's token for a card, never its number.

const tag = "Cards";

export const listPaymentMethods = defineRoute({
  method: "GET",
  path: "/api/me/payment",
  summary: "The buyer's saved cards at this publisher, the default marked",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders },
  responses: { 200: paymentMethodsResponse },
  errors: [401],
});

export const addPaymentMethod = defineRoute({
  method: "POST",
  path: "/api/me/payment",
  summary: "Save a card the processor tokenised; the first card saved becomes the default",
  description:
    "`token` is the processor's: a test processor token, or a Stripe PaymentMethod id. A card the processor refuses is a 402 with its reason.",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    body: z.object({
      token: z.string().min(1, "token is required").max(255),
      source_type: z.enum(["card", "wallet"]).default("card"),
    }),
  },
  responses: { 201: paymentMethodResponse },
  failures: { 402: apiErrorResponse.describe("The processor refused the card (`CARD_ERROR`).") },
  errors: [401],
});

export const setDefaultPaymentMethod = defineRoute({
  method: "PUT",
  path: "/api/me/payment",
  summary: "Make a saved card the default; answers the updated list",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    body: z
      .object({
        source_id: z.string().max(255).optional(),
        /** `source_id` in camelCase, accepted as well. */
        sourceId: z.string().max(255).optional(),
      })
      .refine((body) => body.source_id ?? body.sourceId, "source_id is required"),
  },
  responses: { 200: paymentMethodsResponse },
  errors: [401, 404],
});
