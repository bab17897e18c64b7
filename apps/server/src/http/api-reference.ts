import type { ApiRoute, RouteCaller } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

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
          "Every endpoint of the checkout's API. Errors answer `{ error, message }` with a stable code and a sentence for people.",
      },
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
      const { schema, url } = jsonSchemaTransform(document);
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
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
