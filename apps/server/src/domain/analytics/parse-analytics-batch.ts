import {
  type AnalyticsEvent,
  analyticsEvent,
  analyticsEventTypes,
  MAX_ANALYTICS_BATCH,
} from "@creator-checkout/core/analytics";
import type { z } from "zod";
import { badRequest } from "../../app-error";

/** The first problem of an event the schema refused, as a phrase: `"url" Invalid URL`. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "it is not valid";
  if (issue.path.length === 1 && issue.path[0] === "type") {
    return `"type" must be one of ${analyticsEventTypes.join(", ")}`;
  }
  const field = issue.path.join(".");
  return field ? `"${field}" ${issue.message.replace(/^Invalid input: /, "")}` : issue.message;
}

/**
 * The body of `POST /api/metrics/extract` (product.md §7): one event or a list of at most
 * MAX_ANALYTICS_BATCH, each checked by the same schema the page validated it with (product.md
 * §5). Anything else is refused whole, with a sentence that names the first problem.
 */
export function parseAnalyticsBatch(body: unknown): AnalyticsEvent[] {
  if (typeof body !== "object" || body === null) {
    throw badRequest("The request body must be one analytics event or a list of them.");
  }
  const items: unknown[] = Array.isArray(body) ? body : [body];
  if (items.length === 0) throw badRequest("The list of events is empty.");
  if (items.length > MAX_ANALYTICS_BATCH) {
    throw badRequest(
      `A request may carry at most ${MAX_ANALYTICS_BATCH} events; this one has ${items.length}.`,
    );
  }
  const events: AnalyticsEvent[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = analyticsEvent.safeParse(item);
    if (!parsed.success) {
      const which = Array.isArray(body)
        ? `Event ${index + 1} is not valid`
        : "The event is not valid";
      throw badRequest(`${which}: ${firstProblem(parsed.error)}.`);
    }
    events.push(parsed.data);
  }
  return events;
}
