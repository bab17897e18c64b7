import { giftResponse, redeemGiftResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { offeredSignInMethods } from "../../domain/auth/social/offered-sign-in-methods";
import { findGift } from "../../domain/gifts/find-gift";
import { giftView } from "../../domain/gifts/gift-view";
import { purchaseGift } from "../../domain/gifts/purchase-gift";
import { redeemGift } from "../../domain/gifts/redeem-gift";
import { authenticate } from "../authenticate";
import { chargeHeaders, orderResponses, sendOrderResult } from "../order-replies";
import type { PaymentContext } from "../payment-context";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

const name = (sentence: string) =>
  z
    .string({ error: sentence })
    .trim()
    .min(1, sentence)
    .max(100, "A first name must be at most 100 characters.");
// A redeem code is 32 random bytes in base64url.
const giftCode = z
  .string({ error: "code is required: open the whole link from the gift e-mail." })
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    "This gift link is not valid. Open the whole link from the gift e-mail.",
  );

/** product.md §7 "purchase gift", the gift a redeem link opens, and redeeming it (docs/decisions/033). */
export const giftRoutes: FastifyPluginAsyncZod<PaymentContext> = async (app, context) => {
  app.get(
    "/gifts",
    {
      schema: {
        querystring: z.object({
          creator: z
            .string({ error: "creator (the creator's username) is required." })
            .min(1)
            .max(100),
          code: giftCode,
        }),
        response: { 200: giftResponse },
      },
    },
    async (request) => {
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
    },
  );

  await app.register(signedInGiftRoutes, context);
};

/** Buying a gift and redeeming one need a signed-in buyer; seeing one needs only its link. */
const signedInGiftRoutes: FastifyPluginAsyncZod<PaymentContext> = async (signedIn, context) => {
  signedIn.addHook("preHandler", authenticate(context));

  signedIn.post(
    "/purchase/gift",
    {
      schema: {
        headers: chargeHeaders,
        body: z.object(
          {
            sender: z.object(
              { first_name: name("Your name is required.") },
              { error: "sender is required: give your first name as sender.first_name." },
            ),
            recipient: z.object(
              {
                first_name: name("The recipient's name is required."),
                email: z
                  .email({
                    error: (issue) =>
                      issue.input === undefined || issue.input === ""
                        ? "The recipient's email is required."
                        : "The recipient's email is not a valid email address.",
                  })
                  .max(254),
              },
              {
                error:
                  "recipient is required: give their first_name and email as recipient.first_name and recipient.email.",
              },
            ),
            product_option_id: z.uuid({
              error: (issue) =>
                issue.input === undefined
                  ? "product_option_id is required: the option you give."
                  : "product_option_id must be the option's id (a UUID).",
            }),
            redeem_url: z.string().max(2000).optional(),
            note: z
              .string()
              .trim()
              .max(1000, "The note must be at most 1000 characters.")
              .optional(),
            deliver_at: z
              .union([z.iso.date(), z.iso.datetime({ offset: true })], {
                error: "deliver_at must be a date (2026-12-24) or a date and time with its offset.",
              })
              .optional(),
            source_id: z.string().max(255).optional(),
          },
          { error: "A JSON body with sender, recipient and product_option_id is required." },
        ),
        response: orderResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
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
      });
      return sendOrderResult(reply, result);
    },
  );

  signedIn.post(
    "/gifts/redeem",
    {
      schema: {
        headers: publisherHeaders,
        body: z.object(
          { code: giftCode },
          { error: "A JSON body with the gift's code is required." },
        ),
        response: { 200: redeemGiftResponse },
      },
    },
    async (request) =>
      redeemGift(context, {
        ...signedInUser(request),
        code: request.body.code,
        ip: request.ip,
      }),
  );
};
