import * as api from "@creator-checkout/core/api-routes";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { findInvoice, type InvoiceReader } from "../../domain/invoices/find-invoice";
import { invoiceDocument } from "../../domain/invoices/invoice-document";
import { invoicePdf, pdfShowsLanguage } from "../../domain/invoices/invoice-pdf";
import { wordingFor } from "../../messaging/wording/wording";
import type { Clock } from "../../security/clock";
import { authenticate } from "../authenticate";
import { invoiceHtml } from "../invoice-html";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";
import { storeCaller } from "../store-caller";

type InvoiceDeps = { db: Db; clock: Clock; secret: Buffer };

// A page of figures about one person: kept out of shared caches, and drawn by no script.
const PRIVATE = {
  "cache-control": "private, no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

/** The invoice in the buyer's own language, else the asking page's, as a page or a PDF. */
async function sendInvoice(
  deps: InvoiceDeps,
  reply: FastifyReply,
  {
    orderId,
    reader,
    language,
    format,
  }: { orderId: string; reader: InvoiceReader; language: string; format: "html" | "pdf" },
) {
  const invoice = await findInvoice(deps, { orderId, reader });
  const wording = wordingFor(invoice.buyer.locale ?? language);
  reply.headers(PRIVATE);
  if (format === "html") {
    return reply
      .type("text/html; charset=utf-8")
      .send(invoiceHtml(invoiceDocument(invoice, wording)));
  }
  const pdfWording = pdfShowsLanguage(wording.locale) ? wording : wordingFor("en");
  const body = await invoicePdf(invoiceDocument(invoice, pdfWording), {
    lostNote: pdfWording.say("invoice.pdfLost"),
  });
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${invoice.number}.pdf"`)
    .send(body);
}

/** The buyer's own invoices, signed in to the account that paid them. */
export const buyerInvoiceRoutes: FastifyPluginAsyncZod<InvoiceDeps> = async (app, deps) => {
  app.addHook("preHandler", authenticate(deps));
  for (const [route, format] of [
    [api.getBuyerInvoice, "html"],
    [api.getBuyerInvoicePdf, "pdf"],
  ] as const) {
    serveRoute(app, route, async (request, reply) => {
      const { userId, publisherId } = signedInUser(request);
      return sendInvoice(deps, reply, {
        orderId: request.params.orderId,
        reader: { userId, publisherId },
        language: request.language,
        format,
      });
    });
  }
};

/** Every invoice of the creator whose publisher key asks (docs/decisions/043). */
export const publisherInvoiceRoutes: FastifyPluginAsyncZod<InvoiceDeps> = async (app, deps) => {
  for (const [route, format] of [
    [api.getPublisherInvoice, "html"],
    [api.getPublisherInvoicePdf, "pdf"],
  ] as const) {
    serveRoute(app, route, async (request, reply) => {
      const { publisherId } = await storeCaller(deps, request);
      return sendInvoice(deps, reply, {
        orderId: request.params.orderId,
        reader: { publisherId },
        language: "en",
        format,
      });
    });
  }
};
