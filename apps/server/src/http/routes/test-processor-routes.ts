import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { PaymentMethodError } from "../../payments/payment-gateway";
import { authenticateTestCharge } from "../../payments/test-processor/authenticate-test-charge";
import { createCardToken } from "../../payments/test-processor/create-card-token";
import type { Clock } from "../../security/clock";

/**
 * The built-in test processor's own endpoints, as a provider's would be: the page tokenises a
 * card here before the API ever sees it, and approves or denies a 3-D Secure stand-in.
 */
export const testProcessorRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  deps,
) => {
  app.post(
    "/tokens",
    {
      schema: {
        body: z.object({
          number: z.string().min(1, "Enter a card number.").max(32),
          exp_month: z.coerce
            .number()
            .int()
            .min(1, "Enter a valid expiry month.")
            .max(12, "Enter a valid expiry month."),
          exp_year: z.coerce.number().int().min(2000).max(2100),
          cvc: z.string().max(8),
          postal_code: z.string().max(16),
        }),
      },
    },
    async (request, reply) => {
      try {
        return reply.status(201).send(await createCardToken(deps, request.body));
      } catch (error) {
        if (error instanceof PaymentMethodError)
          throw new AppError("CARD_ERROR", 400, error.message);
        throw error;
      }
    },
  );

  app.post(
    "/charges/:chargeId/authenticate",
    {
      schema: {
        params: z.object({ chargeId: z.string().min(1).max(64) }),
        body: z.object({ approve: z.boolean() }),
      },
    },
    async (request) => {
      const changed = await authenticateTestCharge(deps, {
        chargeId: request.params.chargeId,
        approve: request.body.approve,
      });
      if (!changed) throw notFound("There is no payment waiting for authentication here.");
      return { ok: true };
    },
  );
};
