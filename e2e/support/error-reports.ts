import { test as base, type Page } from "@playwright/test";

export interface SentryOptions {
  /** Where the local stand-in for Sentry's ingestion listens (the project sets it). */
  sentryStandInUrl: string;
}

/** The journeys of the checkout whose DSN points at the stand-in for Sentry. */
export const test = base.extend<SentryOptions>({
  sentryStandInUrl: ["http://127.0.0.1:4319", { option: true }],
});

export { expect } from "@playwright/test";

/**
 * Serves a checkout's address the page unrendered, as the server does when it could not load
 * the product itself (docs/decisions/045): the page then asks `/api/query` in the browser,
 * where a journey can make that answer fail.
 */
export async function serveUnrenderedCheckout(page: Page) {
  await page.route(
    (url) => url.pathname.split("/").filter(Boolean).length === 1 && !url.pathname.includes("."),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // Continued, not fulfilled: a page the test itself answered would count as coming from
      // no address, and Chromium would then refuse its calls to the local stand-in for Sentry.
      return route.continue({ url: new URL("/pay/unrendered", route.request().url()).href });
    },
  );
}

/**
 * Serves the page the catalog's real answer with its publisher missing, as a half-imported
 * catalog would: the product loads, and rendering the checkout, which names the publisher,
 * throws.
 */
export async function serveProductWithoutPublisher(page: Page) {
  await serveUnrenderedCheckout(page);
  await page.route("**/api/query", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.data?.product) body.data.product.publisher = null;
    await route.fulfill({ response, json: body });
  });
}

/** One failure as `GET /api/dev/errors` lists it. */
export interface StoredErrorReport {
  source: "page" | "server";
  place: string;
  message: string;
  stack: string | null;
  url: string | null;
  count: number;
  release: string;
  service: string;
}

/** One envelope as the stand-in for Sentry received it. */
export interface ReceivedEnvelope {
  project: string;
  items: Array<{ header: { type?: string }; payload: Record<string, unknown> }>;
}
