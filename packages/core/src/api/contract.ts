import { z } from "zod";
import { orderDiscountFields } from "../discounts/order-discount-fields";
import { authenticationMethods, codeMethods } from "../sign-in/authentication-methods";

// What the API answers, area by area (product.md §7). The server declares these as its routes'
// response schemas, so Fastify checks and serialises every answer by them; the page imports
// only their types. A field renamed here fails the type check of both.

// Sign-in and sessions

/** A session that has started: its short-lived access token, and how many seconds it lasts. */
export const sessionStartedResponse = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  /** Only to a checkout in another site's frame, which keeps it in memory (docs/decisions/098). */
  refresh_token: z.string().optional(),
});
export type SessionToken = z.infer<typeof sessionStartedResponse>;

/** A session's access token, where one may not start; `token: null` is a guest's ordinary answer. */
export const sessionTokenResponse = z.union([
  sessionStartedResponse,
  z.object({ token: z.null() }),
]);
export type SessionTokenResponse = z.infer<typeof sessionTokenResponse>;

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

/** What a creator's server learns by exchanging an outbound claim (docs/decisions/038). */
export const claimedBuyerResponse = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  has_live_access: z.boolean(),
  access: z.array(
    z.object({
      product_id: z.string(),
      product_title: z.string(),
      product_option_id: z.string(),
      status: z.string(),
      recurring: z.boolean(),
      current_period_end: z.string().nullable(),
    }),
  ),
});
export type ClaimedBuyer = z.infer<typeof claimedBuyerResponse>;

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
  /** Where the page loads Turnstile's script from; null for ALTCHA (docs/decisions/039). */
  script_url: z.string().nullable(),
});
export type BotCheckConfig = z.infer<typeof botCheckResponse>;

/**
 * An ALTCHA proof-of-work challenge (docs/decisions/047): the key derivation's parameters and
 * the server's signature over them. It names every field of altcha-lib's `Challenge`, since an
 * answer loses the fields its schema does not name and the signature covers them all.
 */
export const botChallengeResponse = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** Unused by this server, which keeps the expiry in `data.expires_at`. */
    expiresAt: z.number().optional(),
    /** `expires_at`: seconds since 1970 by the server's clock; a solution sent later is refused. */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  /** A code to type in, shown as an image (and read aloud), where the challenge asks for one. */
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
});
export type BotChallenge = z.infer<typeof botChallengeResponse>;

// Passkeys (docs/decisions/037)

/**
 * WebAuthn options as the server's WebAuthn library makes them. The page hands them to the
 * browser unread, so only the challenge is named and the rest passes through as made.
 */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsResponse>;

export const passkeyResponse = z.object({
  id: z.string(),
  device_type: z.enum(["singleDevice", "multiDevice"]),
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeyResponse>;

export const passkeysResponse = z.object({ passkeys: z.array(passkeyResponse) });

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

/** Where an order stands: under way, waiting for the buyer's bank, paid, or refused. */
export const orderStatuses = ["pending", "requires_action", "paid", "failed"] as const;

/** How a sale's tax was treated (docs/decisions/119, 123): core's SALE_TAX_TREATMENTS. */
const taxTreatments = ["taxed", "reverse_charge", "not_registered", "no_rate"] as const;

/**
 * The tax figures of a sale, in minor units of its currency: `amount` (the gross, what is
 * charged) is `net_amount` + `tax_amount` to the unit (docs/decisions/118).
 */
export const saleTaxFigures = z.object({
  net_amount: z.number().int(),
  tax_amount: z.number().int(),
  /** Hundredths of a percent: 2100 is 21 %; 0 unless `treatment` is taxed. */
  rate: z.number().int(),
  /** Where the buyer is, for tax (ISO 3166-1 alpha-2). */
  country: z.string(),
  treatment: z.enum(taxTreatments),
  /** True where the price holds the tax, false where it was added to it. */
  inclusive: z.boolean(),
  /** The summary's tax line: "VAT 21% (Netherlands)", "incl. VAT 21%", "Reverse charge", or null. */
  label: z.string().nullable(),
  /**
   * Whether VIES confirmed the buyer's VAT number (docs/decisions/134): false when it could not
   * be asked, and the sale was then taxed as to a consumer; absent without a number.
   */
  vat_number_verified: z.boolean().optional(),
});
export type SaleTaxFigures = z.infer<typeof saleTaxFigures>;

export const orderResultResponse = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  product_option_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  message: z.string().nullable(),
  next_action: nextActionSchema.nullable(),
  /** The order's tax; null when its creator collects none (the amount is then the price). */
  tax: saleTaxFigures.nullable().optional(),
});
export type OrderResult = z.infer<typeof orderResultResponse>;

/** A refused payment: the usual error body, with the order it left behind. */
export const paymentFailedResponse = z.object({
  error: z.literal("PAYMENT_FAILED"),
  message: z.string(),
  order: orderResultResponse,
});

/**
 * Where a subscription stands (product.md §4 "Checkout mode"): TRIALING and ACTIVE are paid up,
 * PAST_DUE has a failed renewal and keeps access while its retries run, CANCELED has ended and
 * counts as no current subscription. Passes and one-time payments are ACTIVE for good.
 */
export const subscriptionStatuses = ["TRIALING", "ACTIVE", "PAST_DUE", "CANCELED"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A buyer's subscription to one product, as the page shows and manages it. */
export const subscriptionResponse = z.object({
  id: z.string(),
  product_option_id: z.string(),
  status: z.enum(subscriptionStatuses),
  recurring: z.boolean(),
  current_period_start: z.iso.datetime({ offset: true }),
  /** When the paid (or trial) period ends; null for a pass, which never ends. */
  current_period_end: z.iso.datetime({ offset: true }).nullable(),
  trial_end: z.iso.datetime({ offset: true }).nullable(),
  /** Canceled by the buyer: access lasts until current_period_end, then the subscription ends. */
  cancel_at_period_end: z.boolean(),
  /** The next renewal charge; null when none will be made (canceled, ended, or a pass). */
  next_charge: z
    .object({
      at: z.iso.datetime({ offset: true }),
      amount: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  /** While PAST_DUE: what the buyer owes, and when the next automatic try will be made (null after the last). */
  overdue: z
    .object({
      amount: z.number().int(),
      currency: z.string(),
      next_retry_at: z.iso.datetime({ offset: true }).nullable(),
      access_until: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
});
export type Subscription = z.infer<typeof subscriptionResponse>;

/** One payment the buyer made at this publisher; failed attempts are never listed. */
export const paymentHistoryEntry = z.object({
  id: z.string(),
  product_option_id: z.string(),
  product_title: z.string(),
  option_title: z.string(),
  /** What the payment was for: the first purchase, a renewal (or an overdue one the buyer paid), a switch's prorated amount, or a gift for someone else. */
  kind: z.enum(["purchase", "renewal", "switch", "gift"]),
  status: z.literal("paid"),
  amount: z.number().int(),
  currency: z.string(),
  /** What a promotion code took off this payment (already out of `amount`), and the code. */
  discount_amount: z.number().int(),
  promotion_code: z.string().nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  /** What the publisher has given back of this payment; equal to `amount` when refunded in full. */
  refunded_amount: z.number().int(),
  /** The invoice's number (docs/decisions/131); null for a payment of nothing, which has none. */
  invoice_number: z.string().nullable(),
  /** A gift's recipient (first name only) and whether they redeemed it; null for other payments. */
  gift: z
    .object({
      recipient_first_name: z.string(),
      redeemed: z.boolean(),
    })
    .nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntry>;

/**
 * product.md §3 "after a proration lookup": what switching to an option would cost. `pay_now`
 * says whether switching now is possible (`reason` says why not); `prorate_amount` is what
 * switching now charges today; `next_price` what the option charges each period; `end_date`
 * when the period that a switch now pays for ends (when switching now is not possible, the end
 * of the current period); `later_date` when a switch later takes effect, the end of the current
 * period (core's switchTakesEffect).
 */
export const switchPreviewResponse = z.object({
  product_option_id: z.string(),
  pay_now: z.boolean(),
  prorate_amount: z.number().int(),
  next_price: z.number().int(),
  currency: z.string(),
  end_date: z.iso.datetime({ offset: true }),
  later_date: z.iso.datetime({ offset: true }),
  reason: z.string().nullable(),
  /**
   * Only where the creator collects tax (docs/decisions/126): what a switch now charges today,
   * tax added where prices are meant without it, and the tax of `prorate_amount`.
   */
  due_today: z.number().int().optional(),
  tax: saleTaxFigures.nullable().optional(),
});
export type SwitchPreview = z.infer<typeof switchPreviewResponse>;

/** A switch made now (with the order that paid its prorated amount) or queued for later (no order). */
export const switchResponse = z.object({
  order: orderResultResponse.nullable(),
  subscription: subscriptionResponse,
});
export type SwitchResult = z.infer<typeof switchResponse>;

export const purchaseHistoryResponse = z.object({
  current: z.object({ product_option_id: z.string(), status: z.string() }).nullable(),
  history: z.object({
    next: z.object({ product_option_id: z.string() }).nullable(),
    orders: z.array(paymentHistoryEntry),
  }),
  /** The buyer's subscription to the asked option's product, CANCELED ones included; null when there is none. */
  subscription: subscriptionResponse.nullable(),
});
export type PurchaseHistory = z.infer<typeof purchaseHistoryResponse>;

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

// Error reports (docs/decisions/042)

/** Where the page sends its error reports: Sentry with this public DSN, or our own collector. */
export const errorReportingConfigResponse = z.object({
  /** A browser DSN holding only Sentry's public key; null sends reports to `POST /api/errors`. */
  sentry_dsn: z.string().nullable(),
  environment: z.string(),
  release: z.string(),
  service: z.string(),
});
export type ErrorReportingConfig = z.infer<typeof errorReportingConfigResponse>;

export const errorReportAcceptedResponse = z.object({ accepted: z.literal(true) });

/** `GET /api/dev/errors`: what the collector holds, newest first (development only). */
export const storedErrorReportsResponse = z.object({
  reports: z.array(
    z.object({
      fingerprint: z.string(),
      source: z.enum(["page", "server"]),
      place: z.string(),
      message: z.string(),
      stack: z.string().nullable(),
      url: z.string().nullable(),
      count: z.number().int(),
      release: z.string(),
      service: z.string(),
      first_seen: z.string(),
      last_seen: z.string(),
    }),
  ),
});
export type StoredErrorReports = z.infer<typeof storedErrorReportsResponse>;

// Analytics (product.md §7 "Analytics")

/** `POST /api/metrics/extract`: how many events were stored. */
export const analyticsAcceptedResponse = z.object({ accepted: z.number().int() });
export type AnalyticsAccepted = z.infer<typeof analyticsAcceptedResponse>;

// The creator's funnel dashboard (docs/decisions/044)

const funnelStepCounts = {
  views: z.number().int(),
  sign_ins: z.number().int(),
  payments: z.number().int(),
};

/** `GET /api/dashboard/:username/funnel`: a publisher's own figures over whole UTC days. */
export const funnelResponse = z.object({
  publisher: z.object({ username: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  time_zone: z.literal("UTC"),
  totals: z.object(funnelStepCounts),
  /** Every day of the range, those without events included. */
  days: z.array(z.object({ date: z.string(), ...funnelStepCounts })),
  /** By the option the event named; `product_option_id: null` for events that named none. */
  options: z.array(
    z.object({
      product_option_id: z.string().nullable(),
      option_title: z.string().nullable(),
      product_title: z.string().nullable(),
      ...funnelStepCounts,
    }),
  ),
  /** By campaign name, source and medium; all null for visits from no campaign. */
  campaigns: z.array(
    z.object({
      name: z.string().nullable(),
      source: z.string().nullable(),
      medium: z.string().nullable(),
      ...funnelStepCounts,
    }),
  ),
  /** Distinct sessions that reached each step, and the share that went on from the one before. */
  conversion: z.object({
    viewed: z.number().int(),
    signed_in: z.number().int(),
    paid: z.number().int(),
    view_to_sign_in: z.number().nullable(),
    sign_in_to_payment: z.number().nullable(),
    view_to_payment: z.number().nullable(),
  }),
  time_to_pay: z.object({
    median_seconds: z.number().nullable(),
    sessions: z.number().int(),
  }),
  web_vitals: z.array(
    z.object({
      name: z.enum(["LCP", "INP", "CLS", "TTFB"]),
      p75: z.number().nullable(),
      count: z.number().int(),
      rating: z.enum(["good", "needs-improvement", "poor"]).nullable(),
    }),
  ),
});
export type FunnelReport = z.infer<typeof funnelResponse>;

// The back office: who paid a publisher, as its own server reads it (docs/decisions/082).

const instant = z.iso.datetime({ offset: true });

/** The buyer as the publisher knows them: their sign-in address and phone. */
const contact = z.object({ email: z.string().nullable(), phone: z.string().nullable() });
const named = z.object({ id: z.string(), title: z.string() });

/** The money an order moved: one charge at most today; refunds will hang on each charge. */
const listedCharge = z.object({
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  created_at: instant,
});

const listedRefund = z.object({
  id: z.uuid(),
  /** In minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  /** pending, succeeded or failed. */
  status: z.string(),
  reason: z.string().nullable(),
  created_at: instant,
});

export const listedOrder = z.object({
  id: z.uuid(),
  created_at: instant,
  /** purchase, renewal, switch, gift or gift redemption. */
  kind: z.string(),
  status: z.enum(orderStatuses),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: instant.nullable(),
  customer: contact,
  product: named,
  option: named,
  subscription_id: z
    .uuid()
    .nullable()
    .describe(
      "The subscription (or pass) the order started, renewed or switched, as in `order.paid`; null for a gift.",
    ),
  ...orderDiscountFields,
  charges: z.array(listedCharge),
  /** Given back or being given back, in minor units of `currency`: succeeded and pending refunds. */
  refunded_amount: z.number().int(),
  /** Every refund asked for this order, oldest first, including pending and failed ones. */
  refunds: z.array(listedRefund),
  /**
   * The tax this order carried and the evidence of where the buyer was (docs/decisions/124),
   * for the creator's return; null where they collected none.
   */
  tax: saleTaxFigures
    .extend({
      stated_country: z.string().nullable(),
      card_country: z.string().nullable(),
      countries_agreed: z.boolean(),
      vat_number: z.string().nullable(),
      /** When VIES was asked of `vat_number`, and its consultation number (docs/decisions/134). */
      vies_checked_at: z.string().nullable().optional(),
      vies_request_id: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});

export const listedSubscription = z.object({
  id: z.uuid(),
  created_at: instant,
  status: z.enum(subscriptionStatuses),
  customer: contact,
  product: named,
  option: named,
  recurring: z.boolean(),
  current_period_end: instant.nullable(),
  cancel_at_period_end: z.boolean(),
  /** What each renewal charges, in minor units of `currency`; null for what does not renew. */
  renewal_amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  ended_at: instant.nullable(),
});

export const listedCustomer = z.object({
  /** The buyer's user id, the same in every list. */
  id: z.uuid(),
  created_at: instant,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Their answers to the publisher's custom fields, by property. */
  custom_properties: z.array(
    z.object({ id: z.string(), label: z.string().nullable(), value: z.unknown() }),
  ),
  newsletters: z.array(z.object({ id: z.uuid(), name: z.string(), subscribed_at: instant })),
});
export type ListedOrder = z.infer<typeof listedOrder>;
export type ListedSubscription = z.infer<typeof listedSubscription>;
export type ListedCustomer = z.infer<typeof listedCustomer>;
