import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { findPublisherId } from "../../domain/back-office/find-publisher-id";
import { createCoupon } from "../../domain/discounts/create-coupon";
import { listCoupons } from "../../domain/discounts/read-coupons";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

/**
 * `npm run publisher -- coupon create | list` on a server that holds the embedded database,
 * which no second process may open (docs/decisions/043). Only the operator token gets in.
 */
export const operatorCouponRoutes: FastifyPluginAsyncZod<{
  db: Db;
  operatorToken: string;
}> = async (app, { db, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  serveRoute(app, api.createCouponForOperator, async (request) => {
    const publisherId = await findPublisherId({ db }, request.params.username);
    return createCoupon({ db }, { publisherId, input: request.body });
  });
  serveRoute(app, api.listCouponsForOperator, async (request) => ({
    coupons: await listCoupons(
      { db },
      { publisherId: await findPublisherId({ db }, request.params.username) },
    ),
  }));
};
