import * as api from "@creator-checkout/core/api-routes";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AnalyticsWriter } from "../../domain/analytics/create-analytics-writer";
import { parseAnalyticsBatch } from "../../domain/analytics/parse-analytics-batch";
import { serveRoute } from "../serve-route";

export interface AnalyticsRouteOptions {
  writer: AnalyticsWriter;
  /** The checkout page's own origin: the only one a browser may send events from. */
  pageOrigin: string;
  /** Requests per minute from one client address. */
  ratePerMinute: number;
}

// A page sends at most one request every 3 s (product.md §9), so a preflight may be cached long.
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * `POST /metrics/extract` (product.md §7 "Analytics"): one event or a list of them, validated
 * again with the page's schema and stored (docs/decisions/040). 202 once they are committed.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRouteOptions> = async (
  app,
  { writer, pageOrigin, ratePerMinute },
) => {
  // product.md §7 sends with mode "cors": the page's own origin is answered, no other.
  const allowPageOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("vary", "Origin");
    if (request.headers.origin === pageOrigin) {
      reply.header("access-control-allow-origin", pageOrigin);
    }
  };

  app.options(api.sendAnalyticsEvents.path.slice(app.prefix.length), async (request, reply) => {
    allowPageOrigin(request, reply);
    if (request.headers.origin === pageOrigin) {
      reply
        .header("access-control-allow-methods", "POST")
        .header("access-control-allow-headers", "content-type, publisherid")
        .header("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    return reply.status(204).send();
  });

  serveRoute(
    app,
    api.sendAnalyticsEvents,
    async (request, reply) => {
      allowPageOrigin(request, reply);
      const events = parseAnalyticsBatch(request.body);
      await writer.write(events);
      return reply.status(202).send({ accepted: events.length });
    },
    { config: { rateLimit: { max: ratePerMinute, timeWindow: "1 minute" } } },
  );
};
