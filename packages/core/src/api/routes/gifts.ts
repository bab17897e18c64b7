import { z } from "zod";
import { giftMessages } from "../../checkout/gift-messages";
import {
  giftResponse,
  orderResultResponse,
  paymentFailedResponse,
  redeemGiftResponse,
} from "../contract";
import { defineRoute } from "../define-route";
import { buyerCurrency, buyerTaxFields, chargeHeaders, publisherHeaders } from "../request-parts";

// product.md §7 "purchase gift", the gift a redeem link opens, and redeeming it
// (docs/decisions/033).

const tag = "Gifts";

const firstName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, "A first name must be at most 100 characters.");

// A redeem code is 32 random bytes in base64url.
const giftCode = z
  .string({ error: "code is required: open the whole link from the gift e-mail." })
  .regex(/^[A-Za-z0-9_-]{43}$/, giftMessages.invalidLink);

export const getGift = defineRoute({
  method: "GET",
  path: "/api/gifts",
  summary: "The gift a redeem link opens, with the creator it is from",
  description:
    "Anyone holding the link may see it; the recipient's e-mail is never shown. A wrong code and another creator's code answer alike, and each counts against the caller's network.",
  tag,
  caller: "anyone",
  request: {
    query: z.object({
      creator: z.string({ error: "creator (the creator's username) is required." }).min(1).max(100),
      code: giftCode,
    }),
  },
  responses: { 200: giftResponse },
  errors: [404],
});

export const purchaseGift = defineRoute({
  method: "POST",
  path: "/api/purchase/gift",
  summary: "Buy one term of an option as a gift; the recipient is e-mailed its redeem link",
  description:
    "A refused payment is a 402 with the processor's reason; 3-D Secure is a 200 with `next_action`.",
  tag,
  caller: "buyer",
  request: {
    headers: chargeHeaders,
    body: z.object(
      {
        sender: z.object(
          { first_name: firstName("Your name is required.") },
          { error: "sender is required: give your first name as sender.first_name." },
        ),
        recipient: z.object(
          {
            first_name: firstName("The recipient's name is required."),
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
        /** The redeem page the e-mail links to, on this checkout or one of the creator's sites. */
        redeem_url: z.string().max(2000).optional(),
        note: z.string().trim().max(1000, "The note must be at most 1000 characters.").optional(),
        /** When the recipient's e-mail goes out; at once when absent. */
        deliver_at: z
          .union([z.iso.date(), z.iso.datetime({ offset: true })], {
            error: "deliver_at must be a date (2026-12-24) or a date and time with its offset.",
          })
          .optional(),
        source_id: z.string().max(255).optional(),
        /** A promotion code for the gift's term (docs/decisions/092). */
        promotion_code: z.string().max(200).optional(),
        /** The currency the giver's page priced the term in (docs/decisions/160). */
        currency: buyerCurrency,
        /** The giver's country and VAT number: a gift is taxed like a purchase (docs/decisions/126). */
        ...buyerTaxFields,
      },
      { error: "A JSON body with sender, recipient and product_option_id is required." },
    ),
  },
  responses: { 200: orderResultResponse },
  failures: { 402: paymentFailedResponse },
  errors: [401, 404, 409, 422, 424, 429, 502],
});

export const redeemGift = defineRoute({
  method: "POST",
  path: "/api/gifts/redeem",
  summary: "The signed-in recipient turns the gift into their own access",
  description:
    "A subscription gift is ACTIVE for one term and never charged. A gift redeemed before is a 409, an expired one a 410.",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    body: z.object({ code: giftCode }, { error: "A JSON body with the gift's code is required." }),
  },
  responses: { 200: redeemGiftResponse },
  errors: [401, 404, 409, 410],
});
