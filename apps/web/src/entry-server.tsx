import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import { type Catalog, t, withCatalog } from "@creator-checkout/core/i18n";
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { App } from "./app";
import { type BotCheckConfig, botCheckKey, startAuthState } from "./features/auth";
import { checkoutProductKey, checkoutTitle, featureFlagsKey } from "./features/checkout";
import { CreatorPage, type CreatorPageProps } from "./features/creator-page";
import { PageClockContext } from "./lib/page-clock";
import { PageCurrencyContext } from "./lib/page-currency";
import { createQueryClient } from "./lib/query-client";
import { createQueryParamStore } from "./lib/query-param-store";
import { QueryParamStoreContext } from "./lib/use-query-params";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "./page-data";

/** What the server knows about one request for `/{productOptionId}`. */
export interface CheckoutPageRequest {
  /** The path and query of the request, as the address bar shows them. */
  url: string;
  /** The option's product as the page's own GraphQL query returns it; null when not found. */
  product: CheckoutProduct | null;
  featureFlags: string[];
  /** Which bot check guards the sign-in form, as `GET /api/bot-check` answers. */
  botCheck: BotCheckConfig;
  /** Whether the request carries a sign of a session (or a claim to sign in with). */
  session: PageData["session"];
  now: Date;
  /** The language the server chose for this request (docs/decisions/104). */
  catalog: Catalog;
  /** The currency the server chose for the prices (docs/decisions/160). */
  currency: string | null;
}

export interface RenderedCheckoutPage {
  /** The document's title; null leaves the shell's own. */
  title: string | null;
  /** The markup that goes inside `#root`. */
  html: string;
  /** What goes, serialized, in `<script type="application/json" id={dataElementId}>`. */
  data: PageData;
  dataElementId: string;
}

// The server keeps no address bar: nothing it renders ever rewrites one.
const serverHistory = { state: null, replaceState: () => {} };

/**
 * Renders the checkout's first view for the server (docs/decisions/045), with the data the
 * page then hydrates from. Synchronous from start to end: the session state it sets up for
 * this request is the only one any render sees until it returns.
 */
export function renderCheckoutPage(request: CheckoutPageRequest): RenderedCheckoutPage {
  const { pathname, search } = new URL(request.url, "http://checkout.invalid");
  const queryParams = createQueryParamStore({ pathname, search }, serverHistory);
  const queryClient = createQueryClient();
  const productOptionId = queryParams.getState().productOptionId;
  if (productOptionId !== null) {
    queryClient.setQueryData(checkoutProductKey(productOptionId), request.product);
  }
  if (request.product) {
    queryClient.setQueryData(featureFlagsKey(request.product.publisher_id), request.featureFlags);
  }
  queryClient.setQueryData(botCheckKey, request.botCheck);
  startAuthState(request.session);

  // Everything that writes words, the document's title too, runs in the request's language.
  return withCatalog(request.catalog, () => ({
    title: request.product ? checkoutTitle(request.product.publisher.name) : null,
    html: renderToString(
      <StrictMode>
        <PageClockContext value={request.now}>
          <PageCurrencyContext value={request.currency}>
            <QueryParamStoreContext value={queryParams}>
              <App pathname={pathname} queryClient={queryClient} />
            </QueryParamStoreContext>
          </PageCurrencyContext>
        </PageClockContext>
      </StrictMode>,
    ),
    data: {
      queries: dehydrate(queryClient),
      session: request.session,
      publisherId: request.product?.publisher_id ?? null,
      renderedAt: request.now.toISOString(),
      currency: request.currency,
    },
    dataElementId: PAGE_DATA_ELEMENT_ID,
  }));
}

/**
 * The creator's public page, `/@{username}` (docs/decisions/086): markup alone, since nothing
 * on it needs a script, so the browser has nothing to download, run or hydrate.
 */
export function renderCreatorPage(props: CreatorPageProps & { catalog: Catalog }): {
  title: string;
  html: string;
} {
  const { catalog, ...pageProps } = props;
  return withCatalog(catalog, () => ({
    title: props.creator ? props.creator.name : t("page.notFound.documentTitle"),
    html: renderToStaticMarkup(
      <StrictMode>
        <CreatorPage {...pageProps} />
      </StrictMode>,
    ),
  }));
}
