import { z } from "zod";
import { ANALYTICS_CONTEXT } from "./analytics-context";

// The analytics events of product.md §3 and §5. The page validates an event with these schemas
// before it sends it, and the server validates it again before it stores it, so both sides
// agree on every rule.

/** product.md §7: the events the checkout sends, plus real-user metrics (web vitals). */
export const analyticsEventNames = [
  "page_view",
  "user_payment",
  "user_login",
  "web_vital",
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** The `type` an event carries on the wire: "pay:{event}" (product.md §7). */
export const analyticsEventTypes = [
  "pay:page_view",
  "pay:user_payment",
  "pay:user_login",
  "pay:web_vital",
] as const satisfies readonly `${typeof ANALYTICS_CONTEXT}:${AnalyticsEventName}`[];
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** product.md §8, word for word. */
export const analyticsMessages = {
  noSchema: "Schema for event does not exist!",
  noContext: "Warning: Must provide context - Event will not fire",
  noName: "Warning: Must provide name - Event will not fire",
  invalid: "Invalid Validation",
} as const;

/** product.md §1: the product types, for pay:user_payment. */
export const analyticsProductTypes = [
  "pledgeMode",
  "pass",
  "group",
  "subscription",
  "trial",
  "donation",
  "unknown",
] as const;

export const webVitalNames = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export const webVitalRatings = ["good", "needs-improvement", "poor"] as const;

// Bounds keep a stored event small whatever a client sends; none is near what a real page sends.
const MAX_URL_LENGTH = 2_048;
const MAX_TEXT_LENGTH = 300;

const text = (max = MAX_TEXT_LENGTH) => z.string().max(max);
const optionalText = (max = MAX_TEXT_LENGTH) => text(max).nullable().optional();
/** An absolute http(s) address (product.md §5: url and referrer are absolute URIs). */
const absoluteUrl = z.url({ protocol: /^https?$/ }).max(MAX_URL_LENGTH);
/** Catalog ids are UUIDs of any version (docs/decisions/001). */
const catalogId = z.guid();
const screenSize = z.number().int().min(0).max(100_000);

const campaign = z.strictObject({
  content: optionalText(),
  medium: optionalText(),
  name: optionalText(),
  source: optionalText(),
  term: optionalText(),
});
export type AnalyticsCampaign = z.infer<typeof campaign>;

/** The fields every event carries (product.md §3 "Analytics event fields", §5). */
const commonFields = {
  context: z.literal(ANALYTICS_CONTEXT),
  user_id: z.uuidv4().nullable(),
  session_id: z.uuidv4(),
  publisher_id: catalogId.nullable(),
  // No referrer (a typed address, a bookmark) is null; one that is given must be absolute.
  referrer: absoluteUrl.nullable(),
  url: absoluteUrl,
  campaign,
  locale: text(35),
  title: text(),
  path: text(MAX_URL_LENGTH),
  hash: text(MAX_URL_LENGTH),
  search: text(MAX_URL_LENGTH),
  width: screenSize,
  height: screenSize,
  article_id: optionalText(),
  page_name: optionalText(),
  form_id: optionalText(),
};

const conversationId = text(200).nullable();

export const pageViewEvent = z.strictObject({
  type: z.literal("pay:page_view"),
  ...commonFields,
  conversation_id: conversationId,
  product_option_id: catalogId.nullable(),
});

export const userPaymentEvent = z.strictObject({
  type: z.literal("pay:user_payment"),
  ...commonFields,
  conversation_id: conversationId,
  user_state_id: text(200).nullable(),
  product_type: z.enum(analyticsProductTypes),
  // product.md §3: a string; a whole number of minor units (principle P7), or null for a set price.
  custom_price: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("USD"),
  product_option_id: catalogId,
  // The promotion code the payment used and what it took off, in minor units as custom_price is.
  promotion_code: z
    .string()
    .regex(/^[A-Za-z0-9-]{3,64}$/)
    .nullable()
    .default(null),
  discount_amount: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable()
    .default(null),
});

/** product.md §7 "user_login (identify)": the signed-in buyer is known from here on. */
export const userLoginEvent = z.strictObject({
  type: z.literal("pay:user_login"),
  ...commonFields,
  user_id: z.uuidv4(),
});

export const webVitalEvent = z.strictObject({
  type: z.literal("pay:web_vital"),
  ...commonFields,
  name: z.enum(webVitalNames),
  value: z.number().min(0).max(3_600_000),
  rating: z.enum(webVitalRatings),
});

export const analyticsEventSchemas = {
  page_view: pageViewEvent,
  user_payment: userPaymentEvent,
  user_login: userLoginEvent,
  web_vital: webVitalEvent,
} as const satisfies Record<AnalyticsEventName, z.ZodType>;

/** Any one event as it travels and is stored, told apart by `type`. */
export const analyticsEvent = z.discriminatedUnion("type", [
  pageViewEvent,
  userPaymentEvent,
  userLoginEvent,
  webVitalEvent,
]);
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
export type AnalyticsEventInput = z.input<typeof analyticsEvent>;
