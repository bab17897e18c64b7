import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addPaymentMethod } from "../../domain/payments/add-payment-method";
import { listPaymentMethods } from "../../domain/payments/list-payment-methods";
import { setDefaultPaymentMethod } from "../../domain/payments/set-default-payment-method";
import { authenticate } from "../authenticate";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "me payment": the buyer's saved cards at this publisher. */
export const paymentMethodRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  const { db, gateway } = context;
  app.addHook("preHandler", authenticate(context));

  serveRoute(app, api.listPaymentMethods, async (request) =>
    listPaymentMethods({ db }, { ...signedInUser(request), gateway: gateway.name }),
  );

  serveRoute(app, api.addPaymentMethod, async (request, reply) => {
    const method = await addPaymentMethod(
      { db, gateway },
      { ...signedInUser(request), token: request.body.token, sourceType: request.body.source_type },
    );
    return reply.status(201).send(method);
  });

  serveRoute(app, api.setDefaultPaymentMethod, async (request) => {
    const sourceId = request.body.source_id ?? request.body.sourceId ?? "";
    await setDefaultPaymentMethod({ db }, { ...signedInUser(request), sourceId });
    return listPaymentMethods({ db }, { ...signedInUser(request), gateway: gateway.name });
  });
};
