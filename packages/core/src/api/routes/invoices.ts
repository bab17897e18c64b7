import { z } from "zod";
import { defineRoute } from "../define-route";
import { publisherHeaders } from "../request-parts";

// An order's invoice (docs/decisions/131-133): for the buyer who paid it, signed in to that
// account, and for its creator with a publisher key. Any other order, an unpaid or free one and
// an id that is no id at all get the same 404, so an id teaches nothing.

// Not a UUID check: a malformed id is answered as any other id without an invoice.
const invoiceParams = z.object({
  orderId: z.string().max(100, "There is no invoice for this payment in your account."),
});
const html = z.string().describe("The invoice as a page (text/html), in the buyer's language.");
const pdf = z.string().describe("The invoice as an A4 PDF file (application/pdf).");
const invoiceDescription =
  "Numbered per creator and year without a gap when the order was paid; it shows what EU invoicing asks (art. 226 of Directive 2006/112/EC), or is a plain receipt where the creator collects no tax.";

export const getBuyerInvoice = defineRoute({
  method: "GET",
  path: "/api/purchase/orders/:orderId/invoice",
  summary: "The invoice of one of the buyer's payments, as a page",
  description: invoiceDescription,
  tag: "Purchases",
  caller: "buyer",
  request: { headers: publisherHeaders, params: invoiceParams },
  responses: { 200: html },
  errors: [401, 404],
});

export const getBuyerInvoicePdf = defineRoute({
  method: "GET",
  path: "/api/purchase/orders/:orderId/invoice.pdf",
  summary: "The invoice of one of the buyer's payments, as a PDF",
  description: invoiceDescription,
  tag: "Purchases",
  caller: "buyer",
  request: { headers: publisherHeaders, params: invoiceParams },
  responses: { 200: pdf },
  errors: [401, 404],
});

export const getPublisherInvoice = defineRoute({
  method: "GET",
  path: "/api/publisher/orders/:orderId/invoice",
  summary: "The invoice of one of your orders, as a page",
  description: invoiceDescription,
  tag: "Publisher",
  caller: "publisher-key",
  request: { params: invoiceParams },
  responses: { 200: html },
  errors: [401, 404],
});

export const getPublisherInvoicePdf = defineRoute({
  method: "GET",
  path: "/api/publisher/orders/:orderId/invoice.pdf",
  summary: "The invoice of one of your orders, as a PDF",
  description: invoiceDescription,
  tag: "Publisher",
  caller: "publisher-key",
  request: { params: invoiceParams },
  responses: { 200: pdf },
  errors: [401, 404],
});
