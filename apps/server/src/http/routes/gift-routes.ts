import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rememberBuyerLanguage } from "../../domain/auth/remember-buyer-language";
import { offeredSignInMethods } from "../../domain/auth/social/offered-sign-in-methods";
import { findGift } from "../../domain/gifts/find-gift";
import { giftView } from "../../domain/gifts/gift-view";
import { purchaseGift } from "../../domain/gifts/purchase-gift";
import { redeemGift } from "../../domain/gifts/redeem-gift";
import { authenticate } from "../authenticate";
import { sendOrderResult } from "../order-replies";
import type { PaymentContext } from "../payment-context";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/** product.md §7 "purchase gift", the gift a redeem link opens, and redeeming it (docs/decisions/033). */
export const giftRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  serveRoute(app, api.getGift, async (request) => {
    const found = await findGift(context, {
      code: request.query.code,
      ip: request.ip,
      creator: { username: request.query.creator },
    });
    const view = giftView(found, context.clock.now());
    // The redeem page signs the recipient in with these (docs/decisions/035).
    const methods = offeredSignInMethods(
      view.creator.authentication_methods,
      context.socialProviders,
    );
    return { ...view, creator: { ...view.creator, authentication_methods: methods } };
  });

  await app.register(signedInGiftRoutes, context);
};

/** Buying a gift and redeeming one need a signed-in buyer; seeing one needs only its link. */
const signedInGiftRoutes: FastifyPluginAsyncZod<PaymentContext> = async (signedIn, context) => {
  signedIn.addHook("preHandler", authenticate(context));

  serveRoute(signedIn, api.purchaseGift, async (request, reply) => {
    const { body } = request;
    await rememberBuyerLanguage(context, {
      userId: signedInUser(request).userId,
      locale: request.language,
    });
    const result = await purchaseGift(context, {
      ...signedInUser(request),
      productOptionId: body.product_option_id,
      senderFirstName: body.sender.first_name,
      recipientFirstName: body.recipient.first_name,
      recipientEmail: body.recipient.email.toLowerCase(),
      note: body.note || undefined,
      redeemUrl: body.redeem_url,
      deliverAt: body.deliver_at ? new Date(body.deliver_at) : undefined,
      sourceId: body.source_id,
      idempotencyKey: request.headers["idempotency-key"],
      promotionCode: body.promotion_code,
      currency: body.currency,
      ip: request.ip,
      locale: request.language,
      country: body.country,
      countryConfirmed: body.country_confirmed,
      vatNumber: body.vat_number,
      shownTotal: body.total,
    });
    return sendOrderResult(reply, result);
  });

  serveRoute(signedIn, api.redeemGift, async (request) =>
    redeemGift(context, {
      ...signedInUser(request),
      code: request.body.code,
      ip: request.ip,
    }),
  );
};
