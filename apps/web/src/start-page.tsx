import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { startPageAnalytics } from "./features/analytics";
import { startAuthState } from "./features/auth";
import { reportError } from "./features/errors";
import { rememberPublisherId } from "./lib/api-client";
import { PageClockContext } from "./lib/page-clock";
import { PageCurrencyContext } from "./lib/page-currency";
import { createQueryClient } from "./lib/query-client";
import { HydrationFlag } from "./lib/use-hydrated";
import { QueryParamStoreContext, queryParamStore } from "./lib/use-query-params";
import { whenIdleAfterLoad } from "./lib/when-idle";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "./page-data";

/** Renders the page into `root`, or hydrates what the server rendered there (src/main.tsx). */
export function startPage(root: HTMLElement) {
  // The checkout's first view comes rendered by the server with its data beside it; every other
  // page (and a server without the rendering bundle) sends the empty shell.
  const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const pageData = dataElement?.textContent
    ? (JSON.parse(dataElement.textContent) as PageData)
    : null;

  const queryClient = createQueryClient();
  if (pageData) {
    hydrate(queryClient, pageData.queries);
    startAuthState(pageData.session);
    if (pageData.publisherId) rememberPublisherId(pageData.publisherId);
  }

  const app = (
    <StrictMode>
      <PageClockContext value={pageData ? new Date(pageData.renderedAt) : null}>
        <PageCurrencyContext value={pageData?.currency ?? null}>
          <QueryParamStoreContext value={queryParamStore()}>
            <HydrationFlag initiallyHydrated={pageData === null}>
              <App pathname={window.location.pathname} queryClient={queryClient} />
            </HydrationFlag>
          </QueryParamStoreContext>
        </PageCurrencyContext>
      </PageClockContext>
    </StrictMode>
  );

  // React reports here what the page did not render as it should, instead of only logging it:
  // markup that differed from the server's, and errors an error boundary caught or none did.
  const rootOptions = {
    onRecoverableError: reportHydrationMismatch,
    onCaughtError: reportRenderError,
    onUncaughtError: reportRenderError,
  };

  if (pageData) {
    // Evaluating the script and hydrating take a task each; hydrating in a transition lets React
    // yield to the browser between parts of the tree instead of holding the thread until the
    // whole page is interactive (docs/decisions/060).
    setTimeout(() => startTransition(() => void hydrateRoot(root, app, rootOptions)));
  } else {
    createRoot(root, rootOptions).render(app);
  }
  startPageAnalytics();
  whenIdleAfterLoad(
    () => void import("./lib/private-window-favicon").then((m) => m.darkenFaviconIfPrivate()),
  );
}

/**
 * A mismatch between the server's markup and the page's first render is a defect: React
 * recovers by rendering that part again in the browser, and the page logs it (the journeys fail
 * on it) and reports it.
 */
function reportHydrationMismatch(error: unknown, info: { componentStack?: string | undefined }) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The page did not hydrate what the server rendered: ${message}`);
  reportError(error, { place: "hydration", componentStack: info.componentStack });
}

/** product.md §4: a rendering error is logged and reported; the error boundary shows the fallback. */
function reportRenderError(error: unknown, info: { componentStack?: string | undefined }) {
  console.error("The checkout page failed to render.", error, info.componentStack);
  reportError(error, { place: "render", componentStack: info.componentStack });
}
