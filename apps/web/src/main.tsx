import { hydrate } from "@tanstack/react-query";
import { options } from "preact";
import { type ReactNode, StrictMode } from "react";
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
  // Evaluating the script, hydrating, and re-rendering what waited for the browser each take a
  // task of their own: as one, they made the longest task of the page's start.
  setTimeout(() => hydrateWatchingForMismatch(root, app));
} else {
  createRoot(root).render(app);
}
startPageAnalytics();

/**
 * Hydrates the server's markup and reports where the browser's first render differed from it.
 * Preact adopts matching markup without touching it, and quietly rewrites text or replaces
 * nodes that differ: a change to the tree while it hydrates (which runs synchronously) is a
 * mismatch, unless it only splits a text the HTML parser had merged. A mismatch is a defect:
 * it is logged (the journeys fail on it) and reported. What the first render set to change
 * once the page is hydrated (a server snapshot, a control waiting to be enabled) re-renders in
 * the next task rather than in this one.
 */
function hydrateWatchingForMismatch(container: HTMLElement, element: ReactNode) {
  const observer = new MutationObserver(() => {});
  observer.observe(container, {
    childList: true,
    characterData: true,
    characterDataOldValue: true,
    subtree: true,
  });
  const debounceRendering = options.debounceRendering;
  options.debounceRendering = (render) => setTimeout(render);
  hydrateRoot(container, element);
  options.debounceRendering = debounceRendering;
  const mismatches = observer.takeRecords().filter((change) => !splitsMergedText(change));
  observer.disconnect();
  if (mismatches.length === 0) return;
  const error = new Error(
    `The page did not hydrate what the server rendered: ${mismatches.slice(0, 3).map(describeMismatch).join("; ")}`,
  );
  console.error(error.message);
  reportError(error, { place: "hydration" });
}

/**
 * Adjacent texts of a component arrive as one text node (the server writes nothing between
 * them), and Preact splits it back into its parts: the same text, in more nodes.
 */
function splitsMergedText(change: MutationRecord): boolean {
  if (change.type === "characterData") {
    let text = "";
    for (let node: Node | null = change.target; node instanceof Text; node = node.nextSibling) {
      text += node.data;
    }
    return text === change.oldValue;
  }
  return (
    change.removedNodes.length === 0 &&
    [...change.addedNodes].every(
      (node) => node instanceof Text && node.previousSibling instanceof Text,
    )
  );
}

function describeMismatch(change: MutationRecord): string {
  const place = (
    change.type === "characterData" ? change.target.parentNode : change.target
  )?.nodeName.toLowerCase();
  if (change.type === "characterData") {
    return `text "${change.oldValue}" became "${change.target.textContent}" in ${place}`;
  }
  return `${change.addedNodes.length} nodes added and ${change.removedNodes.length} removed in ${place}`;
}
