import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { checkPromotionCode } from "../../domain/discounts/check-promotion-code";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";

/** The page's check of a promotion code before it shows the code's line (docs/decisions/095). */
export const promotionCodeRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  deps,
) => {
  serveRoute(app, api.checkPromotionCode, async (request) =>
    checkPromotionCode(deps, {
      publisherId: request.headers.publisherid,
      productOptionId: request.params.productOptionId,
      code: request.body.code,
      customPrice: request.body.custom_price ?? null,
      currency: request.body.currency,
      ip: request.ip,
    }),
  );
};
