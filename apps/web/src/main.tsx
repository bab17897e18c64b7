import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { startPageAnalytics } from "./features/analytics";
import { startAuthState } from "./features/auth";
import { reportError, startErrorReporting } from "./features/errors";
import { rememberPublisherId } from "./lib/api-client";
import { PageClockContext } from "./lib/page-clock";
import { createQueryClient } from "./lib/query-client";
import { QueryParamStoreContext, queryParamStore } from "./lib/use-query-params";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "./page-data";
import "./styles.css";

// First, so that a failure while the page starts is reported too.
startErrorReporting();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to render into.");

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
      <QueryParamStoreContext value={queryParamStore()}>
        <App pathname={window.location.pathname} queryClient={queryClient} />
      </QueryParamStoreContext>
    </PageClockContext>
  </StrictMode>
);

if (pageData) {
  hydrateRoot(root, app, {
    // React recovers by rendering in the browser alone, but a mismatch is a defect: it is
    // logged (the journeys fail on it) and reported.
    onRecoverableError: (error) => {
      console.error("The page did not hydrate what the server rendered.", error);
      reportError(error, { place: "hydration" });
    },
  });
} else {
  createRoot(root).render(app);
}
startPageAnalytics();
