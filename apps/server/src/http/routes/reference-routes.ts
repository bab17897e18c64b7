import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serveRoute } from "../serve-route";

/** The OpenAPI document of every route the table declares (docs/decisions/068). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, api.getOpenApiDocument, async (_request, reply) => {
    const document = app.swagger();
    if (!("openapi" in document))
      throw new Error("The API reference is not an OpenAPI 3 document.");
    // Public and the same for everyone until the next release.
    return reply
      .header("cache-control", "public, max-age=300")
      .send({ ...document, info: { ...document.info } });
  });
};
