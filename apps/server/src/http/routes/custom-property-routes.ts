import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saveCustomProperties } from "../../domain/custom-properties/save-custom-properties";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { requestWords } from "../request-language";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "PUT {me}/properties": the buyer's answers to the creator's custom fields. */
export const customPropertyRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = context;
  app.addHook("preHandler", authenticate(context));

  serveRoute(app, api.saveCustomProperties, async (request) => ({
    custom_properties: await saveCustomProperties(
      { db, words: await requestWords(request) },
      {
        ...signedInUser(request),
        productId: request.body.product_id,
        values: request.body.custom_properties,
      },
    ),
  }));
};
