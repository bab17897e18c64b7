import { z } from "zod";
import { taxSettingsSchema, taxSettingsView } from "../../tax/tax-settings";
import { defineRoute } from "../define-route";

// A creator's tax settings (docs/decisions/119, 123), for the bearer of one of its publisher
// keys (docs/decisions/043). The catalog file's `publisher.tax` holds the same; whichever was
// written last stands.

const tag = "Publisher";

const taxSettingsReply = z.object({
  /** Null when the creator collects no tax: prices are charged as they are. */
  tax: taxSettingsView.nullable(),
});

export const getPublisherTax = defineRoute({
  method: "GET",
  path: "/api/publisher/tax",
  summary:
    "Your tax settings: where you collect, your legal name and address, how prices are meant",
  tag,
  caller: "publisher-key",
  responses: { 200: taxSettingsReply },
  errors: [401],
});

export const putPublisherTax = defineRoute({
  method: "PUT",
  path: "/api/publisher/tax",
  summary: "Replace your tax settings, or collect none with { tax: null }",
  description:
    "You are the seller: the checkout computes the tax from these settings and records it with each order, for you to declare and pay. Purchases made from then on use them; an import of your catalog file replaces them with its own `publisher.tax`.",
  tag,
  caller: "publisher-key",
  request: {
    body: z.strictObject(
      { tax: taxSettingsSchema.nullable() },
      {
        error:
          "Send { tax: { registrations, legal_name, legal_address, price_mode } } or { tax: null }.",
      },
    ),
  },
  responses: { 200: taxSettingsReply },
  errors: [401],
});
