import { type CheckoutProduct, productCurrencies } from "@creator-checkout/core/catalog";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { BotCheck } from "../../domain/bot-check/bot-check";
import type { RunGraphql } from "../../run-graphql";
import type { Clock } from "../../security/clock";
import { hasSessionHint } from "../refresh-cookie";
import type { RenderCheckoutPage } from "./checkout-renderer";
import { compressHtml } from "./compress-html";
import { loadCheckoutProduct } from "./load-checkout-product";
import { pageCurrency } from "./page-currency";
import { renderedDocument } from "./page-document";
import type { PageLanguages } from "./page-language";

export type CheckoutRequest = FastifyRequest<{ Querystring: { claim?: string } }>;

/** Sends `html` as a page: compressed when the browser takes it, never cached unchecked. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  const { body, encoding } = compressHtml(html, reply.request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  return (
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      // A checkout carries the framed page's script only when a frame asks for it, and every
      // page is in the language its request chose (docs/decisions/104).
      .header("vary", "accept-encoding, sec-fetch-dest, accept-language, cookie")
      .send(body)
  );
}

interface CheckoutSenderOptions {
  shell: string;
  render: RenderCheckoutPage;
  languages: PageLanguages;
  runGraphql: RunGraphql;
  botCheck: Pick<BotCheck, "kind" | "siteKey" | "scriptUrl">;
  clock: Clock;
  secureCookies: boolean;
  /** The page as a frame of the creator's site gets it, or as it is when opened on its own. */
  framed: (
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    product: CheckoutProduct,
  ) => string;
  /** The unrendered page, which renders itself in the browser. */
  sendShell: (reply: FastifyReply, status: number) => Promise<FastifyReply>;
}

/** Sends the checkout's first view for a request, rendered; the shell if rendering fails. */
export function checkoutSender(options: CheckoutSenderOptions) {
  return async (
    request: CheckoutRequest,
    reply: FastifyReply,
    product: CheckoutProduct | null,
    featureFlags: string[],
    productOptionId: string | null = null,
  ) => {
    const status = product ? 200 : 404;
    try {
      const html = await renderCheckout(options, {
        request,
        reply,
        product,
        featureFlags,
        productOptionId,
      });
      return sendHtml(
        reply,
        status,
        product ? options.framed(request, reply, html, product) : html,
      );
    } catch (error) {
      // The page still renders itself in the browser: a failure here costs speed, not the sale.
      request.log.error({ err: error }, "the checkout page could not be rendered on the server");
      return options.sendShell(reply, status);
    }
  };
}

/** The checkout's first view as a whole document, in the language and currency the request chose. */
async function renderCheckout(
  options: CheckoutSenderOptions,
  page: {
    request: CheckoutRequest;
    reply: FastifyReply;
    product: CheckoutProduct | null;
    featureFlags: string[];
    productOptionId: string | null;
  },
): Promise<string> {
  const { request, reply, product, productOptionId } = page;
  // A claim in the address signs the buyer in as the page loads, as a kept session does.
  const sessionLikely =
    product !== null &&
    (hasSessionHint(request, product.publisher_id) || request.query.claim !== undefined);
  const creatorLanguage = product?.publisher.default_locale ?? null;
  const { catalog, shell } = await options.languages.forRequest(
    request,
    reply,
    options.shell,
    creatorLanguage,
  );
  // The creator's own words in the page's language, where they wrote them (docs/decisions/109).
  const inPageLanguage =
    product && productOptionId && catalog.locale !== creatorLanguage
      ? await loadCheckoutProduct(options, { productOptionId, language: catalog.locale })
      : product;
  const currency = product
    ? pageCurrency(request, reply, {
        offered: productCurrencies(product.options),
        pageLocale: catalog.locale,
        secureCookies: options.secureCookies,
      })
    : null;
  const { botCheck } = options;
  const rendered = options.render({
    catalog,
    currency,
    url: request.url,
    product: inPageLanguage,
    featureFlags: page.featureFlags,
    botCheck: { kind: botCheck.kind, site_key: botCheck.siteKey, script_url: botCheck.scriptUrl },
    session: sessionLikely ? "checking" : "signed-out",
    now: options.clock.now(),
  });
  return renderedDocument(shell, rendered);
}
