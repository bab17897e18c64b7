import type { ApiRoute, RouteCaller } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import {
  orderEventDataSchema,
  orderRefundedDataSchema,
  webhookEventSchema,
} from "@creator-checkout/core/webhooks";
import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { servedParts } from "./serve-route";

// The API's reference for creators and their developers (docs/decisions/068): an OpenAPI 3.1
// document made from the route table as the server registered it, and a page that reads it,
// served from this server alone.

const tableRoutes: ReadonlyMap<string, [name: string, route: ApiRoute]> = new Map(
  Object.entries(api).map(([name, route]) => [`${route.method} ${route.path}`, [name, route]]),
);

/** The table's route a registered method and URL serve, if any. */
export function tableRouteOf(method: string, url: string) {
  return tableRoutes.get(`${method} ${url}`);
}

const securityOf: Record<RouteCaller, Record<string, string[]>[]> = {
  anyone: [],
  buyer: [{ buyerAccessToken: [] }],
  "publisher-key": [{ publisherKey: [] }],
  operator: [{ operatorToken: [] }],
  processor: [],
};

type OpenApiDocument = NonNullable<FastifyDynamicSwaggerOptions["openapi"]>;
type Webhooks = NonNullable<Extract<OpenApiDocument, { webhooks?: unknown }>["webhooks"]>;
type Operation = NonNullable<Exclude<Webhooks[string], { $ref: string }>["post"]>;
type RequestBody = Exclude<NonNullable<Operation["requestBody"]>, { $ref: string }>;
type JsonSchema = NonNullable<RequestBody["content"][string]["schema"]>;

/** An event a creator's endpoint receives, as OpenAPI 3.1 describes an incoming request. */
function webhookOperation(summary: string, event: z.ZodType): Webhooks[string] {
  return {
    post: {
      summary,
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: z.toJSONSchema(event, { io: "output" }) as JsonSchema },
        },
      },
      responses: { "2XX": { description: "Received: the event is not sent again." } },
    },
  };
}

// The order events, whose payloads say what a promotion code took off (docs/decisions/092).
const orderWebhooks: Webhooks = {
  "order.paid": webhookOperation(
    "An order was paid",
    webhookEventSchema("order.paid", orderEventDataSchema),
  ),
  "order.refunded": webhookOperation(
    "Money of a paid order was given back",
    webhookEventSchema("order.refunded", orderRefundedDataSchema),
  ),
};

/**
 * Collects every route as it is registered; must come before them. Routes outside the table
 * (the page, health, the reference's own files) stay out of the document.
 */
export async function collectApiReference(app: FastifyInstance, { version }: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Creator Checkout API",
        version,
        description:
          "Every endpoint of the checkout's API. Errors answer `{ error, message }` with a stable code and a sentence for people. Fields are snake_case. New routes, optional request fields and reply fields may be added at any time, so ignore reply fields you do not know; a breaking change keeps the old form working beside the new one, marked with `Deprecation` and `Sunset` headers, for at least two released versions.",
      },
      webhooks: orderWebhooks,
      components: {
        securitySchemes: {
          buyerAccessToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "A signed-in buyer's access token, with the `publisherid` header.",
          },
          publisherKey: {
            type: "http",
            scheme: "bearer",
            description: "A publisher key (`ccpk_…`), made with `npm run publisher -- key create`.",
          },
          operatorToken: {
            type: "http",
            scheme: "bearer",
            description: "The operator token the server was started with.",
          },
        },
      },
    },
    transform: (document) => {
      const method = [document.route.method].flat()[0] ?? "";
      const found = tableRouteOf(method, document.url);
      if (!found) return { schema: { hide: true }, url: document.url };
      const [name, route] = found;
      // The table's declaration documents the route, whoever registered it: mercurius registers
      // GraphQL's two routes with JSON schemas of its own, which the zod transform cannot read.
      const { schema, url } = jsonSchemaTransform({
        ...document,
        schema: servedParts(route.schema),
      });
      return {
        schema: { ...schema, operationId: name, security: securityOf[route.caller] },
        url,
      };
    },
  });
}

/** `GET /api/openapi.json` and the reference page at `/api/docs`, inside the API's scope. */
export async function serveApiReference(scope: FastifyInstance) {
  await scope.register(swaggerUi, {
    routePrefix: "/docs",
    // Without it, the page at `/api/docs` (no trailing slash) names its files below `/docs`.
    indexPrefix: scope.prefix,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
