import { savedCustomPropertiesResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { saveCustomProperties } from "../../domain/custom-properties/save-custom-properties";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "PUT {me}/properties": the buyer's answers to the creator's custom fields. */
export const customPropertyRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = context;
  app.addHook("preHandler", authenticate(context));

  app.put(
    "/me/properties",
    {
      schema: {
        headers: publisherHeaders,
        body: z.object({
          custom_properties: z.record(
            z.uuid({ message: "keys must be property ids" }),
            z.unknown(),
          ),
          product_id: z.uuid().optional(),
        }),
        response: { 200: savedCustomPropertiesResponse },
      },
    },
    async (request) => ({
      custom_properties: await saveCustomProperties(
        { db },
        {
          ...signedInUser(request),
          productId: request.body.product_id,
          values: request.body.custom_properties,
        },
      ),
    }),
  );
};
