import { beforeLeaving, listenToPageEvents } from "@/lib/page-events";
import { whenPreviewKnown } from "@/lib/preview";
import { queryParamStore } from "@/lib/use-query-params";
import { whenIdleAfterLoad } from "@/lib/when-idle";
import { type ClientEventLogEntry, createClientEventLog } from "./client-event-log";
import { trackingRefused } from "./privacy";
import type { Tracker } from "./tracker";

const clientEventLog = createClientEventLog();

/** product.md §3 "Client event log entry": what the buyer did lately, oldest first. */
export function readClientEventLog(): ClientEventLogEntry[] {
  return clientEventLog.read();
}

/**
 * Starts the client event log at once (the app has started) and, unless the visitor asked not
 * to be tracked (docs/decisions/041), the analytics tracker once the page is idle: its code,
 * web-vitals and then the event schemas arrive in chunks of their own, outside the first download.
 */
export function startPageAnalytics() {
  clientEventLog.record("app_start");
  const queryParams = queryParamStore();
  let productOptionId = queryParams.getState().productOptionId;
  queryParams.subscribe(() => {
    const chosen = queryParams.getState().productOptionId;
    if (chosen === null || chosen === productOptionId) return;
    productOptionId = chosen;
    clientEventLog.record("product_option_change", { productOptionId: chosen });
  });
  listenToPageEvents((event) => {
    if (event.type === "signed-in") clientEventLog.record("user_authenticated");
    if (event.type === "purchase-succeeded") clientEventLog.record("new_purchase_success");
  });

  if (trackingRefused(navigator)) return;
  let tracker: Promise<Tracker | null> | null = null;
  const start = () => {
    tracker ??= import("./tracker")
      .then(({ startTracker }) => startTracker({ queryParams }))
      .catch((error: unknown) => {
        console.error("Analytics could not start.", error);
        return null;
      });
    return tracker;
  };
  // A creator's preview records nothing (docs/decisions/091); until that is known, nothing starts.
  whenIdleAfterLoad(async () => {
    if (!(await whenPreviewKnown())) await start();
  });
  // Leaving before the page was idle starts the tracker at once: it hears the recent past, so
  // a payment made meanwhile is still sent, once, before the page goes.
  beforeLeaving(async () => {
    if (await whenPreviewKnown()) return;
    await (await start())?.sendBeforeLeaving();
  });
}
