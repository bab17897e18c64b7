import * as api from "@creator-checkout/core/api-routes";
import type { ErrorReport } from "@creator-checkout/core/errors";

/**
 * A report to our own collector. `keepalive`, so a report made as the buyer leaves
 * (or just before a reload from the fallback) still arrives. A report that cannot be sent is
 * dropped: reporting a failure must never become one.
 */
export async function sendErrorReport(report: ErrorReport): Promise<void> {
  try {
    await fetch(api.sendErrorReport.path, {
      method: api.sendErrorReport.method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      credentials: "omit",
      keepalive: true,
    });
  } catch {
    // The network is down or the page is going away; there is nobody else to tell.
  }
}
