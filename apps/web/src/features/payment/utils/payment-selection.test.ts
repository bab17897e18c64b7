import type { PurchaseHistory } from "@creator-checkout/core/api";
import type { CheckoutOption } from "@creator-checkout/core/catalog";
import type { CheckoutMode } from "@creator-checkout/core/checkout";
import { type AppliedDiscount, discountedPricing } from "@creator-checkout/core/discounts";
import { describe, expect, it } from "vitest";
import type { AcceptedCode } from "@/features/discounts";
import type { PaymentMethod } from "../api/get-payment-methods";
import {
  buyerTaxInput,
  chooseMethod,
  type PaymentSelection,
  paymentSelection,
} from "./payment-selection";

const now = new Date("2027-03-10T12:00:00Z");
const monthly: CheckoutOption = {
  id: "monthly",
  type: "standard",
  title: "Monthly",
  price: 800,
  currency: "USD",
  recurring: true,
  per_seat: false,
  interval: "month",
  interval_quantity: 1,
  user_created: false,
  short_code: null,
  trial_interval: null,
  trial_quantity: null,
  trial_price: null,
  trial_currency: null,
  max_custom_price: null,
  prices: [],
  archived: false,
};
const yearly: CheckoutOption = {
  ...monthly,
  id: "yearly",
  title: "Yearly",
  price: 8000,
  interval: "year",
};
const once: CheckoutOption = {
  ...monthly,
  id: "once",
  price: 1500,
  recurring: false,
  interval: null,
};
const payWhatYouWant: CheckoutOption = { ...once, id: "pwyw", price: null };
const withTrial: CheckoutOption = {
  ...monthly,
  id: "trial",
  trial_interval: "day",
  trial_quantity: 14,
};

const code = (discount: Partial<AppliedDiscount>): AcceptedCode => ({
  discount: {
    code: "SAVE",
    percentOffHundredths: 10_000,
    amountsOff: null,
    duration: "forever",
    durationInMonths: null,
    ...discount,
  },
  discountedPricing,
});
const allOffForever = code({});
const allOffOnce = code({ duration: "once" });
const halfOffForever = code({ percentOffHundredths: 5_000 });

const subscriberTo = (optionId: string, overdue = false): PurchaseHistory => ({
  current: { product_option_id: optionId, status: overdue ? "PAST_DUE" : "ACTIVE" },
  history: { next: null, orders: [] },
  subscription: {
    id: "sub-1",
    product_option_id: optionId,
    status: overdue ? "PAST_DUE" : "ACTIVE",
    recurring: true,
    current_period_start: "2027-03-01T00:00:00Z",
    current_period_end: "2027-04-01T00:00:00Z",
    trial_end: null,
    cancel_at_period_end: false,
    paused_until: null,
    pause_options: [],
    cancel_flow: { reasons: [], offer_pause: false, switch_options: [], retention_offer: null },
    retention: null,
    next_charge: null,
    overdue: overdue
      ? { amount: 800, currency: "USD", next_retry_at: null, access_until: null }
      : null,
  },
});
const newBuyer: PurchaseHistory = {
  current: null,
  history: { next: null, orders: [] },
  subscription: null,
};

const select = (
  option: CheckoutOption,
  rest: Partial<Parameters<typeof paymentSelection>[0]> = {},
): PaymentSelection =>
  paymentSelection({
    option,
    customPriceMinor: null,
    giftMode: false,
    history: newBuyer,
    accepted: null,
    now,
    ...rest,
  });

describe("paymentSelection", () => {
  it.each<
    [
      string,
      CheckoutOption,
      Partial<Parameters<typeof paymentSelection>[0]>,
      Partial<PaymentSelection>,
    ]
  >([
    [
      "a first purchase of a fixed price sends no amount of its own",
      monthly,
      {},
      { mode: "default", customPrice: null, promotionCode: null, target: null, cardless: false },
    ],
    [
      "the buyer's own amount travels in minor units, as the summary shows it",
      payWhatYouWant,
      { customPriceMinor: 1234 },
      { customPrice: 1234, cardless: false },
    ],
    [
      "a subscriber looking at another option is switching, to that option",
      yearly,
      { history: subscriberTo("monthly") },
      { mode: "switch", target: { productOptionId: "yearly", customPriceMinor: null } },
    ],
    [
      "a subscriber on their own option switches to nothing",
      monthly,
      { history: subscriberTo("monthly") },
      { mode: "switch", target: null },
    ],
    [
      "an overdue subscriber is asked no proration",
      yearly,
      { history: subscriberTo("monthly", true) },
      { mode: "switch", target: null },
    ],
    [
      "a subscriber giving an option is in gift mode, not switching",
      yearly,
      { history: subscriberTo("monthly"), giftMode: true },
      { mode: "gift", target: null },
    ],
    [
      "a switch keeps the subscription's terms: no code applies, none is sent",
      yearly,
      { history: subscriberTo("monthly"), accepted: allOffForever },
      { mode: "switch", code: null, promotionCode: null, cardless: false },
    ],
    [
      "a code that takes all of a one-time price needs no card",
      once,
      { accepted: allOffOnce },
      { promotionCode: "SAVE", cardless: true },
    ],
    [
      "a gift its code makes free needs no card, whatever its interval",
      monthly,
      { giftMode: true, accepted: allOffOnce },
      { mode: "gift", cardless: true },
    ],
    [
      "a subscription free today but paid from the second month needs a card",
      monthly,
      { accepted: allOffOnce },
      { cardless: false },
    ],
    [
      "a subscription free forever needs no card",
      monthly,
      { accepted: allOffForever },
      { cardless: true },
    ],
    [
      "half off forever still charges: a card is needed",
      monthly,
      { accepted: halfOffForever },
      { promotionCode: "SAVE", cardless: false },
    ],
    ["a trial free today is no reason to go without a card", withTrial, {}, { cardless: false }],
  ])("%s", (_, option, input, expected) => {
    expect(select(option, input)).toMatchObject(expected);
  });

  it("prices with the code as core's discountedPricing does", () => {
    const { pricing } = select(monthly, { accepted: halfOffForever });
    expect(pricing.dueTodayMinor).toBe(400);
    expect(pricing.discountLine).toMatchObject({ code: "SAVE", amountMinor: 400 });
  });

  it("reads a history still loading as a first purchase", () => {
    expect(select(yearly, { history: undefined })).toMatchObject({ mode: "default", target: null });
  });
});

describe("buyerTaxInput", () => {
  const preview = { pay_now: true, prorate_amount: 500, due_today: 605 } as Parameters<
    typeof buyerTaxInput
  >[1]["preview"];
  const context = (option: CheckoutOption, switchChoice: "now" | "later" | null = null) => ({
    option,
    publisherId: "pub-1",
    switchChoice,
    preview,
  });

  it.each<[string, CheckoutMode, CheckoutOption, "now" | "later" | null, object]>([
    [
      "a purchase is quoted with its code and amount",
      "default",
      payWhatYouWant,
      null,
      {
        quoteFor: {
          publisherId: "pub-1",
          productOptionId: "pwyw",
          customPriceMinor: 1234,
          promotionCode: "SAVE",
        },
        figuresApply: true,
        switchNow: null,
      },
    ],
    [
      "a gift of a trial option shows no figure: its one term is not what the quote prices",
      "gift",
      withTrial,
      null,
      { figuresApply: false },
    ],
    [
      "a gift without a trial shows the quote's figures",
      "gift",
      monthly,
      null,
      { figuresApply: true },
    ],
    [
      "a switch now is taxed by its own preview, and no quote is asked",
      "switch",
      yearly,
      "now",
      { quoteFor: null, switchNow: preview },
    ],
    [
      "a switch later charges nothing today",
      "switch",
      yearly,
      "later",
      { quoteFor: null, switchNow: null },
    ],
  ])("%s", (_, mode, option, choice, expected) => {
    const selection = { mode, customPrice: 1234, promotionCode: "SAVE" } as PaymentSelection;
    expect(buyerTaxInput(selection, context(option, choice))).toMatchObject(expected);
  });
});

describe("chooseMethod", () => {
  const card = (id: string, isDefault = false) => ({ id, isDefault }) as PaymentMethod;
  const cards = [card("a"), card("b", true), card("c")];

  it.each<[string, PaymentMethod[], string | null, string | null]>([
    ["the buyer's pick", cards, "c", "c"],
    ["else the default card", cards, null, "b"],
    ["a pick no longer saved falls back to the default", cards, "gone", "b"],
    ["else the first card", [card("a"), card("c")], null, "a"],
    ["none without saved cards", [], "a", null],
  ])("%s", (_, list, chosenId, expected) => {
    expect(chooseMethod(list, chosenId)?.id ?? null).toBe(expected);
  });
});
