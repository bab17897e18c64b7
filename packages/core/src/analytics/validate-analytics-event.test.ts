import { describe, expect, it } from "vitest";
import { analyticsEvent, analyticsMessages } from "./analytics-event";
import { validateAnalyticsEvent } from "./validate-analytics-event";

const SESSION_ID = "0b6c1b9e-8a4f-4c5e-9d3a-2f1e0c9b8a7d";
const USER_ID = "5f2d6a3c-1b4e-4f8a-9c7d-3e2b1a0f9c8e";
const PUBLISHER_ID = "7cb957b9-6936-45e2-8f81-252f61704b69";
const OPTION_ID = "88ca9ddd-00dc-4f5e-b98d-47b85bb56266";

const common = {
  user_id: null,
  session_id: SESSION_ID,
  publisher_id: PUBLISHER_ID,
  referrer: "https://creator.example/post",
  url: `https://checkout.example/${OPTION_ID}?utm_campaign=spring`,
  campaign: { name: "spring", source: null, medium: null, term: null, content: null },
  locale: "en-US",
  title: "Checkout | Ada",
  path: `/${OPTION_ID}`,
  hash: "",
  search: "?utm_campaign=spring",
  width: 1280,
  height: 800,
};

const validFields = {
  page_view: { ...common, conversation_id: "conv-1", product_option_id: OPTION_ID },
  user_payment: {
    ...common,
    user_id: USER_ID,
    conversation_id: null,
    user_state_id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
    product_type: "subscription",
    custom_price: "500",
    currency: "EUR",
    product_option_id: OPTION_ID,
  },
  user_login: { ...common, user_id: USER_ID },
  web_vital: { ...common, name: "LCP", value: 1234.5, rating: "good" },
} as const;

describe("validateAnalyticsEvent", () => {
  it.each(Object.entries(validFields))(
    "accepts a valid %s event with context pay",
    (name, fields) => {
      const result = validateAnalyticsEvent({ context: "pay", name, fields });
      expect(result).toMatchObject({ ok: true, event: { type: `pay:${name}`, context: "pay" } });
    },
  );

  // product.md §5 and §8: which message each refusal gives.
  it.each([
    ["no context", { context: undefined, name: "page_view" }, analyticsMessages.noContext],
    ["an empty context", { context: "", name: "page_view" }, analyticsMessages.noContext],
    ["no name", { context: "pay", name: undefined }, analyticsMessages.noName],
    ["an empty name", { context: "pay", name: "" }, analyticsMessages.noName],
    ["no context and no name", { context: null, name: null }, analyticsMessages.noContext],
    [
      "a name no schema describes",
      { context: "pay", name: "page_click" },
      analyticsMessages.noSchema,
    ],
    [
      "an inherited property as a name",
      { context: "pay", name: "toString" },
      analyticsMessages.noSchema,
    ],
    [
      "the default context gadget",
      { context: "gadget", name: "page_view" },
      analyticsMessages.invalid,
    ],
  ])("refuses an event with %s", (_case, draft, message) => {
    expect(validateAnalyticsEvent({ ...draft, fields: validFields.page_view })).toEqual({
      ok: false,
      message,
    });
  });

  // product.md §5: the schema rules, each broken once on an otherwise valid page view.
  it.each([
    ["user_id that is not a uuid", { user_id: "user-1" }],
    [
      "user_id that is a uuid of another version",
      { user_id: "5f2d6a3c-1b4e-1f8a-9c7d-3e2b1a0f9c8e" },
    ],
    ["missing session_id", { session_id: undefined }],
    ["null session_id", { session_id: null }],
    ["session_id that is not a uuid v4", { session_id: "0b6c1b9e-8a4f-7c5e-9d3a-2f1e0c9b8a7d" }],
    ["missing campaign", { campaign: undefined }],
    ["campaign that is a string", { campaign: "spring" }],
    ["relative url", { url: "/checkout" }],
    ["url of another scheme", { url: "javascript:alert(1)" }],
    ["missing url", { url: undefined }],
    ["relative referrer", { referrer: "creator.example/post" }],
    ["width that is not a whole number", { width: 12.5 }],
    ["unknown field", { ip: "203.0.113.9" }],
    ["product_option_id that is not an id", { product_option_id: "abc" }],
    ["huge title", { title: "x".repeat(301) }],
  ])("refuses a page view with a %s as Invalid Validation", (_case, change) => {
    const fields = { ...validFields.page_view, ...change };
    expect(validateAnalyticsEvent({ context: "pay", name: "page_view", fields })).toEqual({
      ok: false,
      message: "Invalid Validation",
    });
  });

  it.each([
    ["user_id null (a guest)", { user_id: null }],
    ["referrer null (no referrer)", { referrer: null }],
    ["an empty campaign", { campaign: {} }],
  ])("accepts a page view with %s", (_case, change) => {
    const fields = { ...validFields.page_view, ...change };
    expect(validateAnalyticsEvent({ context: "pay", name: "page_view", fields }).ok).toBe(true);
  });

  it("sends currency USD when a payment names none (product.md §3)", () => {
    const { currency: _currency, ...fields } = validFields.user_payment;
    const result = validateAnalyticsEvent({ context: "pay", name: "user_payment", fields });
    expect(result).toMatchObject({ ok: true, event: { currency: "USD" } });
  });

  it.each([
    ["a number as custom_price", { custom_price: 500 }],
    ["a decimal custom_price", { custom_price: "5.00" }],
    ["an unknown product_type", { product_type: "bundle" }],
    ["a lowercase currency", { currency: "usd" }],
  ])("refuses a payment with %s", (_case, change) => {
    const fields = { ...validFields.user_payment, ...change };
    expect(validateAnalyticsEvent({ context: "pay", name: "user_payment", fields })).toEqual({
      ok: false,
      message: "Invalid Validation",
    });
  });

  it("refuses a login without the buyer's id", () => {
    const fields = { ...validFields.user_login, user_id: null };
    expect(validateAnalyticsEvent({ context: "pay", name: "user_login", fields }).ok).toBe(false);
  });

  it.each([
    ["a metric it does not know", { name: "FID" }],
    ["a negative value", { value: -1 }],
    ["an unknown rating", { rating: "great" }],
  ])("refuses a web vital with %s", (_case, change) => {
    const fields = { ...validFields.web_vital, ...change };
    expect(validateAnalyticsEvent({ context: "pay", name: "web_vital", fields }).ok).toBe(false);
  });
});

describe("analyticsEvent", () => {
  it("reads a sent event back by its type, as the server does", () => {
    const sent = validateAnalyticsEvent({
      context: "pay",
      name: "web_vital",
      fields: validFields.web_vital,
    });
    if (!sent.ok) throw new Error(sent.message);
    expect(analyticsEvent.parse(JSON.parse(JSON.stringify(sent.event)))).toEqual(sent.event);
  });

  it("refuses a type outside the four events", () => {
    expect(
      analyticsEvent.safeParse({ ...validFields.page_view, type: "pay:refund", context: "pay" })
        .success,
    ).toBe(false);
  });
});
