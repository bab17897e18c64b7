import type { PurchaseHistory, Subscription } from "@creator-checkout/core/api";
import type { CheckoutOption } from "@creator-checkout/core/catalog";
import { type PayButtonInput, payButton } from "@creator-checkout/core/checkout";
import { type AppliedDiscount, discountedPricing } from "@creator-checkout/core/discounts";
import { pricingView } from "@creator-checkout/core/pricing";
import { describe, expect, it } from "vitest";
import type { SwitchPreview } from "@/features/switching";
import type { TaxSummary } from "@/types/tax-summary";
import { payButtonInput, payReasonIds, walletAmountDueMinor } from "./pay-button-input";
import type { PayReason } from "./pay-controls";
import type { DiscountedView } from "./payment-selection";

const now = new Date("2027-03-10T12:00:00Z");
const monthly = {
  id: "monthly",
  price: 800,
  currency: "USD",
  interval: "month",
  interval_quantity: 1,
  trial_interval: null,
  trial_quantity: null,
  trial_price: null,
  trial_currency: null,
} as CheckoutOption;
const freeTrial = {
  ...monthly,
  id: "trial",
  trial_interval: "day",
  trial_quantity: 14,
} as CheckoutOption;
const paidTrial = { ...freeTrial, trial_price: 100, trial_currency: "USD" } as CheckoutOption;
const save25: AppliedDiscount = {
  code: "SAVE25",
  percentOffHundredths: 2500,
  amountsOff: null,
  duration: "once",
  durationInMonths: null,
};
const priced = (option: CheckoutOption, discount?: AppliedDiscount): DiscountedView => {
  const view = pricingView({ option, now });
  return discount
    ? discountedPricing(view, { interval: option.interval, discount })
    : { ...view, discountLine: null };
};
const subscriptionOf = (overdue: boolean): Subscription => ({
  id: "sub-1",
  product_option_id: "monthly",
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
});
const subscriber = (overdue: boolean): PurchaseHistory => ({
  current: { product_option_id: "monthly", status: overdue ? "PAST_DUE" : "ACTIVE" },
  history: { next: { product_option_id: "yearly" }, orders: [] },
  subscription: subscriptionOf(overdue),
});
const preview = { pay_now: true, prorate_amount: 450, currency: "USD" } as SwitchPreview;
const taxed: TaxSummary = { rows: [], dueTodayMinor: 968, currency: "USD" };

type Page = Parameters<typeof payButtonInput>[0];
const page = (changes: Partial<Page>): Page => ({
  mode: "default",
  selectedOption: monthly,
  pricing: priced(monthly),
  history: undefined,
  switchChoice: null,
  preview: undefined,
  charged: null,
  cardSelected: true,
  formsValid: true,
  giftFormValid: false,
  checkoutInProgress: false,
  ...changes,
});

describe("payButtonInput", () => {
  it.each<[string, Partial<Page>, Partial<PayButtonInput>, string]>([
    [
      "a first purchase says the price",
      {},
      { amountText: "$8", trial: null, current: null, overdueText: null, signedIn: true },
      "Pay $8",
    ],
    [
      "a code's discount comes off the price the button says",
      { pricing: priced(monthly, save25) },
      { amountText: "$6" },
      "Pay $6",
    ],
    [
      "where the creator collects tax, the server's figure due today is what the button says",
      { pricing: priced(monthly, save25), charged: taxed },
      { amountText: "$9.68" },
      "Pay $9.68",
    ],
    [
      "a free trial is named, not charged",
      { selectedOption: freeTrial, pricing: priced(freeTrial) },
      { trial: { lengthText: "14 days", free: true, priceText: "Free" } },
      "Start 14 days free trial",
    ],
    [
      "a paid trial says its own price",
      { selectedOption: paidTrial, pricing: priced(paidTrial) },
      { trial: { lengthText: "14 days", free: false, priceText: "$1" } },
      "Start 14 days trial for $1",
    ],
    [
      "a switch now says the preview's prorated amount",
      {
        mode: "switch",
        selectedOption: { ...monthly, id: "yearly2" },
        history: subscriber(false),
        switchChoice: "now",
        preview,
      },
      {
        canSwitchNow: true,
        prorateText: "$4.50",
        current: subscriber(false).current,
        nextOptionId: "yearly",
      },
      "Switch now for $4.50",
    ],
    [
      "a taxed switch now says the total due today",
      {
        mode: "switch",
        selectedOption: { ...monthly, id: "yearly2" },
        history: subscriber(false),
        switchChoice: "now",
        preview,
        charged: taxed,
      },
      { prorateText: "$9.68" },
      "Switch now for $9.68",
    ],
    [
      "an overdue subscriber on their option is told what they owe",
      { mode: "switch", history: subscriber(true) },
      { overdueText: "$8", canSwitchNow: false, prorateText: null },
      "Pay $8 now",
    ],
  ])("%s", (_, changes, expected, label) => {
    const input = payButtonInput(page(changes));
    expect(input).toMatchObject(expected);
    expect(payButton(input).label).toBe(label);
  });

  it("passes the page's state through untouched", () => {
    const state = {
      cardSelected: false,
      formsValid: false,
      giftFormValid: true,
      checkoutInProgress: true,
    };
    expect(payButtonInput(page(state))).toMatchObject(state);
  });
});

describe("payReasonIds", () => {
  const ids = { answerIds: ["q1", "q2"], noCardsId: "no-cards" };
  it.each<[string, PayReason[], number, string[]]>([
    ["no reason, no description", [], 0, []],
    [
      "a missing card points at “Add a card to pay.” while none is saved",
      ["add-card"],
      0,
      ["no-cards"],
    ],
    ["a missing pick among saved cards says nothing more", ["add-card"], 2, []],
    ["unanswered questions point at their own sentences", ["answers"], 1, ["q1", "q2"]],
    ["both, in the order the reasons come", ["add-card", "answers"], 0, ["no-cards", "q1", "q2"]],
  ])("%s", (_, reasons, savedCards, expected) => {
    expect(payReasonIds(reasons, { ...ids, savedCards })).toEqual(expected);
  });
});

describe("walletAmountDueMinor", () => {
  it.each<[string, TaxSummary | null, DiscountedView, number]>([
    ["the price due today", null, priced(monthly), 800],
    ["less a code", null, priced(monthly, save25), 600],
    ["the server's total where tax is collected", taxed, priced(monthly, save25), 968],
    ["nothing during a free trial", null, priced(freeTrial), 0],
  ])("%s", (_, charged, pricing, expected) => {
    expect(walletAmountDueMinor(charged, pricing)).toBe(expected);
  });
});
