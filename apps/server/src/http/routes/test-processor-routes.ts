import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { PaymentMethodError } from "../../payments/payment-gateway";
import { authenticateTestCharge } from "../../payments/test-processor/authenticate-test-charge";
import { createCardToken } from "../../payments/test-processor/create-card-token";
import { createWalletToken } from "../../payments/test-processor/create-wallet-token";
import type { Clock } from "../../security/clock";
import { authenticate } from "../authenticate";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/** A card the test processor refuses is the buyer's to correct: a 400 with its message. */
async function asCardError<T>(tokenising: Promise<T>): Promise<T> {
  try {
    return await tokenising;
  } catch (error) {
    if (error instanceof PaymentMethodError) throw new AppError("CARD_ERROR", 400, error.message);
    throw error;
  }
}

/**
 * The built-in test processor's own endpoints, as a provider's would be: the page tokenises a
 * card (or the test wallet's card) here before the API ever sees it, and approves or denies a
 * 3-D Secure stand-in.
 */
export const testProcessorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, { db, clock, secret }) => {
  const deps = { db, clock };
  serveRoute(app, api.createTestCardToken, async (request, reply) =>
    reply.status(201).send(await asCardError(createCardToken(deps, request.body))),
  );

  serveRoute(app, api.createTestWalletToken, async (request, reply) =>
    reply.status(201).send(await asCardError(createWalletToken(deps, request.body))),
  );

  serveRoute(
    app,
    api.authenticateTestCharge,
    async (request) => {
      const changed = await authenticateTestCharge(deps, {
        ...signedInUser(request),
        chargeId: request.params.chargeId,
        approve: request.body.approve,
      });
      if (!changed) throw notFound("There is no payment waiting for authentication here.");
      return { ok: true as const };
    },
    { preHandler: authenticate({ db, secret, clock }) },
  );
};
