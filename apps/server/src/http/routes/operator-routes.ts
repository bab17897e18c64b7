import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../app-error";
import { movedClock } from "../../domain/billing/moved-clock";
import { runDueBilling } from "../../domain/billing/run-due-billing";
import type { PaymentContext } from "../payment-context";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * `POST /operator/billing/run-due`: the operator command's way into a server that holds the
 * embedded database, which no second process may open. Only a caller that read the token from
 * the server's data folder gets in. `now` moves the clock for the run, outside production only.
 */
export const operatorRoutes: FastifyPluginAsyncZod<
  PaymentContext & { operatorToken: string; allowMovedClock: boolean }
> = async (app, { operatorToken, allowMovedClock, ...deps }) => {
  const expected = digest(`Bearer ${operatorToken}`);
  app.post(
    "/operator/billing/run-due",
    {
      schema: {
        headers: z.object({ authorization: z.string().max(200).optional() }),
        body: z.object({ now: z.iso.datetime({ offset: true }).optional() }).default({}),
      },
    },
    async (request) => {
      const presented = digest(request.headers.authorization ?? "");
      if (!timingSafeEqual(presented, expected)) {
        throw new AppError(
          "UNAUTHORIZED",
          401,
          "Only the operator command, with the token in the server's data folder, may run billing.",
        );
      }
      const { now } = request.body;
      if (now && !allowMovedClock) {
        throw new AppError(
          "BAD_REQUEST",
          400,
          "now is for trying billing outside production only.",
        );
      }
      const clock = now ? movedClock(new Date(now), deps.clock) : deps.clock;
      return runDueBilling(
        { ...deps, clock },
        {
          onError: (subscriptionId, err) =>
            request.log.error({ subscriptionId, err }, "renewal failed"),
        },
      );
    },
  );
};
