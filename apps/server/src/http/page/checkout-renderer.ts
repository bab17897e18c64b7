import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { BotCheckConfig } from "@creator-checkout/core/api";
import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import type { Catalog } from "@creator-checkout/core/i18n";
import type { PageLanguage } from "./page-language";

/**
 * The contract of the page's server-rendering bundle (apps/web/src/entry-server.tsx), built by
 * `npm run build` beside the page's files. The server loads the built module and never the
 * page's source: the two meet only here (docs/decisions/045).
 */
export interface CheckoutPageRequest {
  /** The request's path and query. */
  url: string;
  /** The option's product as the page's own GraphQL query returns it; null when not found. */
  product: CheckoutProduct | null;
  featureFlags: string[];
  /** Which bot check guards the sign-in form, as `GET /api/bot-check` answers. */
  botCheck: BotCheckConfig;
  /** "checking" when the request carries a sign of a session; the sign-in form otherwise. */
  session: "checking" | "signed-out";
  now: Date;
  /** The chosen language's catalog (docs/decisions/104); the bundle renders in it. */
  catalog: Catalog;
  /** The currency the prices are shown in (docs/decisions/160); null without a product. */
  currency: string | null;
}

export interface RenderedCheckoutPage {
  /** The document's title; null keeps the shell's. */
  title: string | null;
  /** The markup inside `#root`. */
  html: string;
  /** The page's data, written as JSON into the script element `dataElementId`. */
  data: unknown;
  dataElementId: string;
}

export type RenderCheckoutPage = (request: CheckoutPageRequest) => RenderedCheckoutPage;

/** Where the build puts the rendering bundle: `dist-ssr` beside the page's `dist`. */
export function checkoutRendererFile(webRoot: string): string {
  return resolve(webRoot, "..", "dist-ssr", "entry-server.js");
}

/**
 * Loads the rendering bundle built for the page in `webRoot`; null when there is none (the
 * page is then served as its empty shell and renders in the browser, as before).
 */
export async function loadCheckoutRenderer(webRoot: string): Promise<RenderCheckoutPage | null> {
  const file = checkoutRendererFile(webRoot);
  if (!existsSync(file)) return null;
  const bundle: { renderCheckoutPage?: unknown } = await import(pathToFileURL(file).href);
  if (typeof bundle.renderCheckoutPage !== "function") {
    throw new Error(
      `${file} does not export renderCheckoutPage: rebuild it with \`npm run build\`.`,
    );
  }
  return bundle.renderCheckoutPage as RenderCheckoutPage;
}

/** The creator's public page as the rendering bundle's `renderCreatorPage` makes it. */
export interface CreatorPageInput {
  creator: { username: string; name: string; icon: string | null } | null;
  products: ReadonlyArray<{ id: string; title: string; options: readonly object[] }>;
  preview: boolean;
  /** For the footer's menu of languages, which the server renders on this script-free page. */
  languages: PageLanguage["languages"];
}

export type RenderCreatorPage = (input: CreatorPageInput & { catalog: Catalog }) => {
  title: string;
  html: string;
};

/** The rendering bundle's creator page; null when there is no bundle. */
export async function loadCreatorRenderer(webRoot: string): Promise<RenderCreatorPage | null> {
  const file = checkoutRendererFile(webRoot);
  if (!existsSync(file)) return null;
  const bundle: { renderCreatorPage?: unknown } = await import(pathToFileURL(file).href);
  if (typeof bundle.renderCreatorPage !== "function") {
    throw new Error(
      `${file} does not export renderCreatorPage: rebuild it with \`npm run build\`.`,
    );
  }
  return bundle.renderCreatorPage as RenderCreatorPage;
}
