import { z } from "zod";
import { authenticationMethods, codeMethods } from "../sign-in/authentication-methods";
import { subscriptionResponse } from "./contract-purchases";

// What the API answers, area by area (product.md §7). The server declares these as its routes'
// response schemas, so Fastify checks and serialises every answer by them; the page imports
// only their types. A field renamed here fails the type check of both.

export * from "./contract-creator";
export * from "./contract-purchases";
export * from "./contract-sign-in";

// Cards

export const paymentMethodResponse = z.object({
  id: z.string(),
  source_type: z.enum(["card", "wallet"]),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodResponse>;

export const paymentMethodsResponse = z.object({
  payment_methods: z.array(paymentMethodResponse),
  payment_method_default: z.string().nullable(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsResponse>;

export const paymentConfigResponse = z.object({
  provider: z.enum(["test", "stripe"]),
  publishable_key: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

// Refunds and a publisher's cancel (docs/decisions/077, 078)

export const refundStatuses = ["pending", "succeeded", "failed"] as const;

/** Money given back from a paid order, and what has been given back of that order in all. */
export const refundResponse = z.object({
  refund: z.object({
    id: z.string(),
    order_id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(refundStatuses),
    reason: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  }),
  /** Every succeeded refund of the order added up, this one included. */
  order_refunded_amount: z.number().int(),
  /** Whether the subscription the order pays for was ended now, as the request asked. */
  subscription_ended: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResponse>;

/** A subscription the publisher canceled; nothing is refunded by a cancel itself. */
export const publisherCancelResponse = z.object({
  subscription: subscriptionResponse,
  refunded_amount: z.literal(0),
});

// Newsletters and answers

export const myNewslettersResponse = z.object({
  newsletters: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      enabled: z.boolean(),
      integration_label: z.string().nullable(),
      newsletter_order: z.number().int(),
      type: z.enum(["free", "paid"]),
      subscribed: z.boolean(),
    }),
  ),
});
export type MyNewsletters = z.infer<typeof myNewslettersResponse>;

export const savedCustomPropertiesResponse = z.object({
  custom_properties: z.record(z.string(), z.unknown()),
});
export type SavedCustomProperties = z.infer<typeof savedCustomPropertiesResponse>;

// The catalog outside GraphQL

/** `GET /client/query/:creatorId`: the creator's public profile. */
export const creatorProfileResponse = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  url_terms: z.string().nullable(),
  primary_urls: z.array(z.string()),
  contribution_type: z.string().nullable(),
  default_authentication_method: z.enum(codeMethods),
  authentication_methods: z.array(z.enum(authenticationMethods)),
  otp_mode: z.enum(["required", "optional", "hide"]),
});
export type CreatorProfile = z.infer<typeof creatorProfileResponse>;

/** `POST /feature_flags`: the publisher's flags, lowercase names. */
/**
 * `GET /gifts`: a gift as anyone holding its link sees it, with the creator it is from. Never
 * the recipient's e-mail.
 */
export const giftResponse = z.object({
  creator: creatorProfileResponse,
  gift: z.object({
    product_option_id: z.string(),
    product_title: z.string(),
    product_type: z.string(),
    option_title: z.string(),
    /** The term a subscription gift lasts: one interval of the option; null for a pass. */
    interval: z.enum(["day", "week", "month", "year"]).nullable(),
    interval_quantity: z.number().int().nullable(),
    sender_first_name: z.string(),
    recipient_first_name: z.string(),
    note: z.string().nullable(),
    status: z.enum(["redeemable", "redeemed", "expired"]),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type GiftView = z.infer<typeof giftResponse>;

/** `POST /gifts/redeem`: the access the gift became. */
export const redeemGiftResponse = z.object({
  product_option_id: z.string(),
  subscription: subscriptionResponse,
});
export type RedeemGiftResult = z.infer<typeof redeemGiftResponse>;

export const featureFlagsResponse = z.array(z.string());

/** The test processor's token for a card typed into its form, or the test wallet's card. */
export const testCardTokenResponse = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type TestCardToken = z.infer<typeof testCardTokenResponse>;

/** The test processor recorded the buyer's answer to its 3-D Secure stand-in. */
export const testChargeAuthenticatedResponse = z.object({ ok: z.literal(true) });

/**
 * What became of a Stripe event: applied to its order, already applied by an earlier delivery,
 * or ignored (a type the checkout does not handle, or a payment other software made).
 */
export const paymentEventResults = ["applied", "duplicate", "ignored"] as const;
export type PaymentEventResult = (typeof paymentEventResults)[number];

export const stripeEventReceivedResponse = z.object({
  received: z.literal(true),
  result: z.enum(paymentEventResults),
});
