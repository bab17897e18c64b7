import { z } from "zod";
import { authenticationMethods, codeMethods } from "../sign-in/authentication-methods";

// What the API answers, area by area (product.md §7). The server declares these as its routes'
// response schemas, so Fastify checks and serialises every answer by them; the page imports
// only their types. A field renamed here fails the type check of both.

// Sign-in and sessions

/** A session's access token; `token: null` is a guest's ordinary answer. */
export const sessionTokenResponse = z.union([
  z.object({ token: z.string(), expires_in: z.number().int() }),
  z.object({ token: z.null() }),
]);
export type SessionTokenResponse = z.infer<typeof sessionTokenResponse>;
export type SessionToken = Extract<SessionTokenResponse, { expires_in: number }>;

export const userLookupResponse = z.object({
  has_password: z.boolean(),
  is_new_registration: z.boolean(),
  otp: z.enum(["required", "optional", "hide"]),
});
export type UserLookup = z.infer<typeof userLookupResponse>;

export const codeSentResponse = z.object({ sent: z.literal(true), verify_flow_id: z.string() });
export type CodeSent = z.infer<typeof codeSentResponse>;

export const codeConfirmedResponse = z.object({ verifyFlowId: z.string(), claim: z.string() });
export type CodeConfirmed = z.infer<typeof codeConfirmedResponse>;

export const outboundClaimResponse = z.object({ claim: z.string() });
export type OutboundClaim = z.infer<typeof outboundClaimResponse>;

export const meResponse = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  has_password: z.boolean(),
  custom_properties: z.record(z.string(), z.unknown()),
});
export type Me = z.infer<typeof meResponse>;

export const botCheckResponse = z.object({
  kind: z.enum(["altcha", "turnstile"]),
  site_key: z.string().nullable(),
});
export type BotCheckConfig = z.infer<typeof botCheckResponse>;

export const signInMethodsSchema = z.array(z.enum(authenticationMethods));

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

// Purchases

/** What the page must do before a charge can finish (principle P8: 3-D Secure). */
export const nextActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("test_authentication"), charge_id: z.string() }),
  z.object({ type: z.literal("stripe_sdk"), client_secret: z.string() }),
]);
export type NextAction = z.infer<typeof nextActionSchema>;

export const orderResultResponse = z.object({
  order_id: z.string(),
  status: z.enum(["pending", "requires_action", "paid", "failed"]),
  product_option_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  message: z.string().nullable(),
  next_action: nextActionSchema.nullable(),
});
export type OrderResult = z.infer<typeof orderResultResponse>;

/** A refused payment: the usual error body, with the order it left behind. */
export const paymentFailedResponse = z.object({
  error: z.literal("PAYMENT_FAILED"),
  message: z.string(),
  order: orderResultResponse,
});

export const purchaseHistoryResponse = z.object({
  current: z.object({ product_option_id: z.string(), status: z.string() }).nullable(),
  history: z.object({
    next: z.object({ product_option_id: z.string() }).nullable(),
    orders: z.array(
      z.object({
        id: z.string(),
        product_option_id: z.string(),
        product_title: z.string(),
        option_title: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        paid_at: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
  }),
});
export type PurchaseHistory = z.infer<typeof purchaseHistoryResponse>;

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
