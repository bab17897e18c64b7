import { z } from "zod";
import { myNewslettersResponse, savedCustomPropertiesResponse } from "../contract";
import { defineRoute } from "../define-route";
import { publisherHeaders } from "../request-parts";

// product.md §7: what the signed-in buyer chose at this publisher, its newsletters and its
// answers to the creator's custom fields.

export const getMyNewsletters = defineRoute({
  method: "GET",
  path: "/api/me/newsletters",
  summary: "The publisher's newsletters, each marked with whether the buyer gets it",
  tag: "Newsletters",
  caller: "buyer",
  request: { headers: publisherHeaders },
  responses: { 200: myNewslettersResponse },
  errors: [401],
});

export const subscribeToNewsletters = defineRoute({
  method: "POST",
  path: "/api/newsletters/subscribe",
  summary: "Subscribe the buyer to newsletters; answers with all of the buyer's lists",
  description:
    "A paid newsletter comes only with a membership that includes it: asking for one otherwise is a 403.",
  tag: "Newsletters",
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    body: z.object({
      newsletters: z.array(z.uuid({ message: "must be a newsletter id" })).max(100),
      /** True adds the lists to the buyer's; false makes them the buyer's only lists. */
      only_add_newsletters: z.boolean().default(true),
      sync: z.boolean().default(true),
    }),
  },
  responses: { 200: myNewslettersResponse },
  errors: [401, 403],
});

export const saveCustomProperties = defineRoute({
  method: "PUT",
  path: "/api/me/properties",
  summary: "Save the buyer's answers to the creator's custom fields",
  description:
    "Naming the product also checks its required questions. Refused answers are a 400 `INVALID_CUSTOM_PROPERTIES` with one message per property id in `fields`.",
  tag: "Custom fields",
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    body: z.object({
      custom_properties: z.record(z.uuid({ message: "keys must be property ids" }), z.unknown()),
      product_id: z.uuid().optional(),
    }),
  },
  responses: { 200: savedCustomPropertiesResponse },
  errors: [401],
});
