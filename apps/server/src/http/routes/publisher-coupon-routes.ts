import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { createCoupon, createPromotionCode } from "../../domain/discounts/create-coupon";
import { listCouponOptions } from "../../domain/discounts/list-coupon-options";
import { getCoupon, listCoupons } from "../../domain/discounts/read-coupons";
import { updateCoupon, updatePromotionCode } from "../../domain/discounts/update-coupon";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/**
 * The creator's coupons and promotion codes (docs/decisions/092-095), for the bearer of one of
 * its publisher keys: each coupon is looked up within the key's publisher.
 */
export const publisherCouponRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  const publisherOf = async (request: Parameters<typeof storeCaller>[1]) =>
    (await storeCaller(deps, request)).publisherId;

  serveRoute(app, api.createCoupon, async (request, reply) => {
    const publisherId = await publisherOf(request);
    return reply.status(201).send(await createCoupon(deps, { publisherId, input: request.body }));
  });
  serveRoute(app, api.listCoupons, async (request) => ({
    coupons: await listCoupons(deps, { publisherId: await publisherOf(request) }),
  }));
  serveRoute(app, api.getCoupon, async (request) =>
    getCoupon(deps, { publisherId: await publisherOf(request), couponId: request.params.id }),
  );
  serveRoute(app, api.updateCoupon, async (request) =>
    updateCoupon(deps, {
      publisherId: await publisherOf(request),
      couponId: request.params.id,
      ...request.body,
    }),
  );
  serveRoute(app, api.listCouponOptions, async (request) => ({
    options: await listCouponOptions(deps, { publisherId: await publisherOf(request) }),
  }));
  serveRoute(app, api.createPromotionCode, async (request, reply) => {
    const publisherId = await publisherOf(request);
    const code = await createPromotionCode(deps, {
      publisherId,
      couponId: request.params.id,
      code: request.body.code,
    });
    return reply.status(201).send(code);
  });
  serveRoute(app, api.updatePromotionCode, async (request) =>
    updatePromotionCode(deps, {
      publisherId: await publisherOf(request),
      couponId: request.params.id,
      codeId: request.params.codeId,
      active: request.body.active,
    }),
  );
};
