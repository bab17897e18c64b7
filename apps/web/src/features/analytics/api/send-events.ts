import type { AnalyticsEvent } from "@creator-checkout/core/analytics";
import * as api from "@creator-checkout/core/api-routes";

/**
 * product.md §7: POST the validated events as JSON, with cors, no-cache and keepalive, so a
 * batch sent as the page goes away still arrives. Anything but ok is logged with its status.
 */
export async function sendEvents(events: readonly AnalyticsEvent[]): Promise<void> {
  try {
    const response = await fetch(api.sendAnalyticsEvents.path, {
      method: api.sendAnalyticsEvents.method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(events),
      mode: "cors",
      cache: "no-cache",
      keepalive: true,
      credentials: "omit",
    });
    if (!response.ok) console.error(`Analytics events were not accepted: ${response.status}`);
  } catch (error) {
    console.error("Analytics events could not be sent.", error);
  }
}
