import { z } from "zod";
import { orderDiscountFields } from "../discounts/order-discount-fields";
import { orderStatuses, saleTaxFigures, subscriptionStatuses } from "./contract-purchases";

// What the API answers a creator, and the page's own reports: errors, analytics, the funnel
// and the back office.

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
  /** Paused by the buyer until this date, when it renews (docs/decisions/175); null when not paused. */
  paused_until: instant.nullable(),
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
