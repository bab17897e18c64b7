import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import { logFailure } from "../../background/start-periodic-task";
import { movedClock } from "../../domain/billing/moved-clock";
import { runDueBilling } from "../../domain/billing/run-due-billing";
import { requireOperatorToken } from "../operator-token";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";

/**
 * `POST /operator/billing/run-due`: the operator command's way into a server that holds the
 * embedded database, which no second process may open. Only a caller that read the token from
 * the server's data folder gets in. `now` moves the clock for the run, outside production only.
 */
export const operatorRoutes: FastifyPluginAsyncZod<
  PaymentContext & { operatorToken: string; allowMovedClock: boolean }
> = async (app, { operatorToken, allowMovedClock, ...deps }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));
  serveRoute(app, api.runDueBilling, async (request) => {
    const { now } = request.body;
    if (now && !allowMovedClock) {
      throw new AppError("BAD_REQUEST", 400, "now is for trying billing outside production only.");
    }
    const clock = now ? movedClock(new Date(now), deps.clock) : deps.clock;
    return runDueBilling(
      { ...deps, clock },
      {
        onError: (subscriptionId, error) =>
          logFailure(request.log, error, {
            failed: "renewal failed",
            retry: "it is retried",
            fields: { subscriptionId },
          }),
      },
    );
  });
};
