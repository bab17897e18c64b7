import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect";
import type { BotCheck } from "../../domain/bot-check/bot-check";
import type { CatalogCache } from "../../domain/catalog/catalog-cache";
import { listFeatureFlags } from "../../domain/catalog/list-feature-flags";
import { productOptionExists } from "../../domain/catalog/product-option-exists";
import type { RunGraphql } from "../../run-graphql";
import type { Clock } from "../../security/clock";
import { allowFramingBy, framingOrigins } from "../framing";
import { loadCheckoutRenderer, loadCreatorRenderer } from "../page/checkout-renderer";
import { inlineStylesheets } from "../page/inline-stylesheets";
import { loadCheckoutProduct } from "../page/load-checkout-product";
import { rememberCheckoutRenderings, rememberCreatorRenderings } from "../page/memoized-renderer";
import {
  type AppEnvironment,
  shellAcceptsRenderedPage,
  withEnvironmentFavicons,
} from "../page/page-document";
import { type PageLanguages, pageLanguages } from "../page/page-language";
import { type CheckoutRequest, checkoutSender, sendHtml } from "../page/send-checkout-page";
import { registerCreatorPage } from "./creator-page-route";
import { type EmbedDemo, registerEmbedRoutes } from "./embed-routes";

const uuid = z.uuid();

interface PageRouteOptions {
  db: Db;
  /** The creator's page reads through it, on the replica where one is set (docs/decisions/179). */
  catalogCache: CatalogCache;
  botCheck: Pick<BotCheck, "kind" | "siteKey" | "scriptUrl">;
  clock: Clock;
  webRoot: string;
  runGraphql: RunGraphql;
  /** Outside production the page checks every API reply against the route table (docs/decisions/068). */
  checkApiReplies: boolean;
  appEnvironment: AppEnvironment;
  /** What signing a buyer in from a claim in a page's address takes. */
  sessions: { secret: Buffer; secureCookies: boolean };
  /** Outside production: the sample creator's page at /embed-demo (docs/decisions/099). */
  embedDemo?: EmbedDemo;
  /** Outside production: `?locale=en-XA` writes the page in accented English (docs/decisions/106). */
  pseudoLocale: boolean;
}

/** The mark the page's API client looks for before it checks replies. */
const REPLY_CHECKS_MARK = '<meta name="api-reply-checks" content="on">';

function withReplyChecks(shell: string): string {
  return shell.replace("<head>", () => `<head>${REPLY_CHECKS_MARK}`);
}

/**
 * Serves the built checkout page: its files, and its HTML for `/{productOptionId}`,
 * `/pay/{conversationId}`, a gift's redeem link, `/@{creatorUsername}/redeem-gift`, the
 * creator's public page, `/@{creatorUsername}` (rendered without script), and the
 * creator's dashboard, `/dashboard/{publisherUsername}`. The checkout's first view comes
 * rendered, with its data inlined for the page to hydrate (docs/decisions/045); the other pages
 * get the shell and render in the browser. An unknown or malformed option id gets the page's
 * not-found state with a 404 status, so crawlers and monitors see the truth.
 */
export async function registerPageRoutes(app: FastifyInstance, options: PageRouteOptions) {
  const { db, webRoot, sessions, embedDemo } = options;
  const languages = pageLanguages({
    webRoot,
    pseudo: options.pseudoLocale,
    secureCookies: sessions.secureCookies,
  });
  const indexHtml = builtShell(options);
  const { frameScriptPath } = registerEmbedRoutes(app, {
    db,
    webRoot,
    ...(embedDemo ? { embedDemo } : {}),
  });
  registerCreatorPage(app, {
    db,
    catalogCache: options.catalogCache,
    clock: options.clock,
    ...sessions,
    shell: indexHtml,
    render:
      indexHtml === null ? null : rememberCreatorRenderings(await loadCreatorRenderer(webRoot)),
    sendHtml,
    languages,
  });
  const sendPage = shellSender(indexHtml, languages);
  if (indexHtml !== null) await registerBuiltFiles(app, webRoot);
  await registerCheckoutRoute(app, options, {
    indexHtml,
    languages,
    sendPage,
    framed: framedBy(embedDemo, frameScriptPath),
  });
  app.get("/pay/:conversationId", async (_request, reply) => sendPage(reply, 200));
  app.get("/@:creatorUsername/redeem-gift", async (_request, reply) => sendPage(reply, 200));
  // The creator's dashboard asks for its key in the page (docs/decisions/044).
  app.get("/dashboard/:publisherUsername", async (_request, reply) => sendPage(reply, 200));
  // Its entry, where a new creator opens a store (docs/decisions/159).
  app.get("/dashboard", async (_request, reply) => sendPage(reply, 200));
  app.get("/", async (_request, reply) => sendPage(reply, 404));

  return { sendPage };
}

/** The built page's HTML with its styles inlined, or null before `npm run build`. */
function builtShell(options: PageRouteOptions): string | null {
  const indexFile = join(options.webRoot, "index.html");
  if (!existsSync(indexFile)) return null;
  const shell = withEnvironmentFavicons(
    inlineStylesheets(readFileSync(indexFile, "utf8"), options.webRoot),
    options.appEnvironment,
  );
  return options.checkApiReplies ? withReplyChecks(shell) : shell;
}

/** Sends the unrendered page in the request's language, which renders itself in the browser. */
function shellSender(indexHtml: string | null, languages: PageLanguages) {
  return async (reply: FastifyReply, status: number) => {
    if (indexHtml === null) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The checkout page is not built yet: run `npm run build`.");
    }
    const { shell } = await languages.forRequest(reply.request, reply, indexHtml, null);
    return sendHtml(reply, status, shell);
  };
}

/**
 * A checkout loaded into a frame (docs/decisions/097): its creator's sites may frame it, and
 * the page gets the script that speaks to embed.js; a page opened on its own gets neither.
 */
function framedBy(embedDemo: EmbedDemo | undefined, frameScriptPath: string | null) {
  return (request: FastifyRequest, reply: FastifyReply, html: string, product: CheckoutProduct) => {
    const demo = embedDemo?.publisherId === product.publisher_id ? [embedDemo.hostOrigin] : [];
    allowFramingBy(reply, framingOrigins(product.publisher.primary_urls, demo));
    if (request.headers["sec-fetch-dest"] !== "iframe" || frameScriptPath === null) return html;
    return html.replace("<head>", () => `<head><script src="${frameScriptPath}" defer></script>`);
  };
}

/**
 * The build's hashed files (hundreds: every language's words, each with .br and .gz copies) are
 * served by one route under /assets/; a route per file made the start register thousands of
 * routes. The few files beside index.html keep a route each, so none of them can be shadowed by
 * a checkout's own address.
 */
async function registerBuiltFiles(app: FastifyInstance, webRoot: string) {
  await app.register(fastifyStatic, {
    root: join(webRoot, "assets"),
    prefix: "/assets/",
    index: false,
    // The build writes .br and .gz copies of its scripts and styles (docs/decisions/047).
    preCompressed: true,
    setHeaders: (reply) => reply.header("cache-control", "public, max-age=31536000, immutable"),
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    globIgnore: ["assets/**"],
    index: false,
    decorateReply: false,
    setHeaders: (reply) => reply.header("cache-control", "public, max-age=3600"),
  });
}

/** `/{productOptionId}`: the checkout, rendered on the server when the build can. */
async function registerCheckoutRoute(
  app: FastifyInstance,
  options: PageRouteOptions,
  page: {
    indexHtml: string | null;
    languages: PageLanguages;
    sendPage: ReturnType<typeof shellSender>;
    framed: ReturnType<typeof framedBy>;
  },
) {
  const { db, runGraphql } = options;
  const { indexHtml, sendPage } = page;
  const render =
    indexHtml !== null && shellAcceptsRenderedPage(indexHtml)
      ? rememberCheckoutRenderings(await loadCheckoutRenderer(options.webRoot))
      : null;
  if (indexHtml !== null && render === null) {
    app.log.warn("The checkout page has no server-rendering bundle: it is served unrendered.");
  }
  const sendCheckout =
    indexHtml === null || render === null
      ? (_request: CheckoutRequest, reply: FastifyReply, product: CheckoutProduct | null) =>
          sendPage(reply, product ? 200 : 404)
      : checkoutSender({
          ...options,
          ...page,
          shell: indexHtml,
          render,
          secureCookies: options.sessions.secureCookies,
          sendShell: sendPage,
        });

  app.get<{ Params: { productOptionId: string }; Querystring: { claim?: string } }>(
    "/:productOptionId",
    async (request, reply) => {
      const parsed = uuid.safeParse(request.params.productOptionId);
      if (!parsed.success) return sendCheckout(request, reply, null, []);
      if (render === null) {
        const found = await productOptionExists({ db }, { productOptionId: parsed.data });
        return sendPage(reply, found ? 200 : 404);
      }
      let product: CheckoutProduct | null;
      let featureFlags: string[];
      try {
        product = await loadCheckoutProduct({ runGraphql }, { productOptionId: parsed.data });
        featureFlags = product
          ? await listFeatureFlags({ db }, { publisherId: product.publisher_id })
          : [];
      } catch (error) {
        // The page loads its product itself, and says so if it cannot: serve it unrendered.
        request.log.error({ err: error }, "the checkout page's data could not be loaded");
        return sendPage(reply, 200);
      }
      return sendCheckout(request, reply, product, featureFlags, parsed.data);
    },
  );
}
