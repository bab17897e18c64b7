import { describe, expect, it } from "vitest";
import type { PageEvent } from "@/lib/page-events";
import { pageViewFields, reactionTo, type TrackerMemory } from "./tracker-events";

const option = "3f1b6c1e-8f1a-4b5e-9c0d-2a7e4f6b8c9d";

describe("pageViewFields", () => {
  it.each([
    [
      { conversationId: "c1", productOptionId: option },
      { conversation_id: "c1", product_option_id: option },
    ],
    [
      { conversationId: null, productOptionId: "not-a-uuid" },
      { conversation_id: null, product_option_id: null },
    ],
    [
      { conversationId: null, productOptionId: null },
      { conversation_id: null, product_option_id: null },
    ],
  ])("%j", (arrival, fields) => {
    expect(pageViewFields(arrival)).toEqual(fields);
  });
});

describe("reactionTo", () => {
  const fresh: TrackerMemory = { productType: null, paidOrders: new Set() };
  const opened: TrackerMemory = { productType: "subscription", paidOrders: new Set() };
  const paidOnce: TrackerMemory = { productType: "subscription", paidOrders: new Set(["o1"]) };
  const purchase = (fields: Partial<Extract<PageEvent, { type: "purchase-succeeded" }>> = {}) =>
    ({
      type: "purchase-succeeded",
      orderId: "o1",
      productOptionId: option,
      currency: "usd",
      isTrial: false,
      customPriceMinor: null,
      discount: null,
      ...fields,
    }) as const;
  const payment = (fields: Record<string, unknown> = {}) => ({
    paidOrder: "o1",
    track: {
      name: "user_payment",
      fields: {
        conversation_id: "c1",
        user_state_id: "o1",
        product_type: "subscription",
        custom_price: null,
        currency: "USD",
        product_option_id: option,
        promotion_code: null,
        discount_amount: null,
        ...fields,
      },
    },
  });

  it.each<[string, PageEvent, TrackerMemory, object]>([
    [
      "a checkout shown",
      { type: "checkout-opened", publisherId: "pub1", productType: "donation" },
      fresh,
      { productType: "donation", identity: { publisher_id: "pub1" }, ready: "pub1" },
    ],
    [
      "a sign-in",
      { type: "signed-in", userId: "u1" },
      fresh,
      { identity: { user_id: "u1" }, track: { name: "user_login", fields: { user_id: "u1" } } },
    ],
    ["a sign-out", { type: "signed-out" }, fresh, { identity: { user_id: null } }],
    ["a payment", purchase(), opened, payment()],
    ["a payment before any checkout", purchase(), fresh, payment({ product_type: "unknown" })],
    ["a trial", purchase({ isTrial: true }), opened, payment({ product_type: "trial" })],
    [
      "a price the buyer chose",
      purchase({ customPriceMinor: 1250 }),
      opened,
      payment({ custom_price: "1250" }),
    ],
    [
      "a promotion code",
      purchase({ discount: { code: "SPRING", amountMinor: 300 } }),
      opened,
      payment({ promotion_code: "SPRING", discount_amount: "300" }),
    ],
    ["the same payment announced again", purchase(), paidOnce, {}],
  ])("%s", (_case, event, memory, reaction) => {
    expect(reactionTo(event, memory, "c1")).toEqual(reaction);
  });
});
