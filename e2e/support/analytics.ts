import { expect, type Page } from "@playwright/test";

/** An analytics event as the page sent it (product.md §3 and §7). */
export interface SentEvent {
  type: string;
  context: string;
  [field: string]: unknown;
}

/**
 * Listens to what a page sends to the extract endpoint, as a person watching the network tab
 * would: every event of every POST, in the order sent.
 */
export function watchAnalytics(page: Page) {
  const sent: SentEvent[] = [];
  let requests = 0;
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/metrics/extract")) return;
    requests += 1;
    const body = JSON.parse(request.postData() ?? "null") as SentEvent | SentEvent[];
    sent.push(...[body].flat());
  });
  return {
    /** How many requests went to the extract endpoint. */
    requests: () => requests,
    /** The events sent so far of `type`. */
    ofType: (type: string) => sent.filter((event) => event.type === type),
    /** Waits for the queue to send an event of `type` (it drains every 3 s) and returns it. */
    async next(type: string, seen = 0): Promise<SentEvent> {
      await expect
        .poll(() => sent.filter((event) => event.type === type).length, {
          message: `the page sends ${type}`,
          timeout: 25_000,
        })
        .toBeGreaterThan(seen);
      return sent.filter((event) => event.type === type)[seen] as SentEvent;
    },
  };
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
