import { whenIdleAfterLoad } from "@/lib/when-idle";
import { errorDestination } from "./error-destination";
import { reportError } from "./report-error-on-demand";

/**
 * Reports what nothing else caught: errors thrown outside React's rendering and promises
 * rejected with no handler. Once the page has loaded and is idle, learns where reports go, so
 * that with Sentry configured its real-user monitoring covers the rest of the visit.
 */
export function startErrorReporting() {
  window.addEventListener("error", (event) => {
    // A script of another origin says only "Script error." with no error: nothing to report.
    if (event.error === null || event.error === undefined) return;
    reportError(event.error, { place: "uncaught-error" });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    // A request the page cancelled on purpose is no failure.
    if (reason instanceof DOMException && reason.name === "AbortError") return;
    reportError(reason, { place: "unhandled-rejection" });
  });
  // At the first idle moment after load, not in the load event itself: that runs in the same
  // task as the page's script, and the request's setup made that task longer. A report made
  // sooner asks for the destination itself.
  whenIdleAfterLoad(() => void errorDestination());
}
