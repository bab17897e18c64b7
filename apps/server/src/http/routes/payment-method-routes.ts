import { paymentMethodResponse, paymentMethodsResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addPaymentMethod } from "../../domain/payments/add-payment-method";
import { listPaymentMethods } from "../../domain/payments/list-payment-methods";
import { setDefaultPaymentMethod } from "../../domain/payments/set-default-payment-method";
import { authenticate } from "../authenticate";
import type { PaymentContext } from "../payment-context";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "me payment": the buyer's saved cards at this publisher. */
export const paymentMethodRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  const { db, gateway } = context;
  app.addHook("preHandler", authenticate(context));

  app.get(
    "/me/payment",
    { schema: { headers: publisherHeaders, response: { 200: paymentMethodsResponse } } },
    async (request) =>
      listPaymentMethods({ db }, { ...signedInUser(request), gateway: gateway.name }),
  );

  app.post(
    "/me/payment",
    {
      schema: {
        headers: publisherHeaders,
        body: z.object({
          token: z.string().min(1, "token is required").max(255),
          source_type: z.enum(["card", "wallet"]).default("card"),
        }),
        response: { 201: paymentMethodResponse },
      },
    },
    async (request, reply) => {
      const method = await addPaymentMethod(
        { db, gateway },
        {
          ...signedInUser(request),
          token: request.body.token,
          sourceType: request.body.source_type,
        },
      );
      return reply.status(201).send(method);
    },
  );

  app.put(
    "/me/payment",
    {
      schema: {
        headers: publisherHeaders,
        body: z
          .object({
            source_id: z.string().max(255).optional(),
            sourceId: z.string().max(255).optional(),
          })
          .refine((body) => body.source_id ?? body.sourceId, "source_id is required"),
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => {
      const sourceId = request.body.source_id ?? request.body.sourceId ?? "";
      await setDefaultPaymentMethod({ db }, { ...signedInUser(request), sourceId });
      return listPaymentMethods({ db }, { ...signedInUser(request), gateway: gateway.name });
    },
  );
};
