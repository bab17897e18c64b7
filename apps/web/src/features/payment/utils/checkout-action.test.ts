import type { PurchaseHistory, Subscription } from "@creator-checkout/core/api";
import type { CheckoutOption } from "@creator-checkout/core/catalog";
import type { DiscountLine } from "@creator-checkout/core/discounts";
import { describe, expect, it, vi } from "vitest";
import type { SwitchPreview } from "@/features/switching";
import type { OrderResult } from "../api/purchase-product";
import type { SwitchResult } from "../api/switch-option";
import type { CheckoutAction, CheckoutOutcome } from "../hooks/checkout-charge";
import { checkoutAction, type GiftDetails, reportOutcome } from "./checkout-action";

const yearly = { id: "yearly", currency: "EUR" } as CheckoutOption;
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
    ? { amount: 800, currency: "EUR", next_retry_at: null, access_until: null }
    : null,
});
const subscriber = (overdue: boolean) => ({
  current: { product_option_id: "monthly", status: "ACTIVE" },
  history: { next: null, orders: [] },
  subscription: subscriptionOf(overdue),
});
const overdueOnYearly = {
  ...subscriber(true),
  current: { product_option_id: "yearly", status: "PAST_DUE" },
} as PurchaseHistory;
const preview = { pay_now: true, prorate_amount: 450, due_today: 545 } as SwitchPreview;
const taxFields = { country: "NL", vatNumber: null, countryConfirmed: false, total: 1210 };
const gift: GiftDetails = {
  senderFirstName: "Ada",
  recipientFirstName: "Grace",
  recipientEmail: "grace@example.com",
  note: "Enjoy",
  deliverAt: "2027-12-24",
};

type Situation = Partial<Parameters<typeof checkoutAction>[0]>;
const actionFor = (situation: Situation) =>
  checkoutAction({
    mode: "default",
    history: undefined,
    selectedOption: yearly,
    customPrice: null,
    switchChoice: null,
    preview: undefined,
    gift: null,
    promotionCode: null,
    taxFields: null,
    ...situation,
  });

describe("checkoutAction", () => {
  it.each<[string, Situation, CheckoutAction]>([
    [
      "a first purchase sends its option, currency, amount, code and tax",
      { customPrice: 1234, promotionCode: "SAVE", taxFields },
      {
        kind: "purchase",
        request: {
          productOptionId: "yearly",
          customPriceMinor: 1234,
          currency: "EUR",
          promotionCode: "SAVE",
          tax: taxFields,
        },
      },
    ],
    [
      "a gift sends the form's details with its code and tax",
      { mode: "gift", gift, promotionCode: "SAVE", taxFields },
      {
        kind: "gift",
        request: {
          productOptionId: "yearly",
          ...gift,
          currency: "EUR",
          promotionCode: "SAVE",
          tax: taxFields,
        },
      },
    ],
    [
      "a gift before its form is valid sends nothing anyone could receive",
      { mode: "gift" },
      {
        kind: "gift",
        request: {
          productOptionId: "yearly",
          senderFirstName: "",
          recipientFirstName: "",
          recipientEmail: "",
          note: null,
          deliverAt: null,
          currency: "EUR",
          promotionCode: null,
          tax: null,
        },
      },
    ],
    [
      "Switch Now pays the amount and total the preview showed",
      { mode: "switch", history: subscriber(false), switchChoice: "now", preview },
      {
        kind: "switch",
        request: {
          productOptionId: "yearly",
          customPriceMinor: null,
          payNow: true,
          shownAmount: 450,
          shownTotal: 545,
        },
        currentOptionId: "monthly",
      },
    ],
    [
      "Switch Now without a preview that allows it goes at the period's end, showing no amount",
      {
        mode: "switch",
        history: subscriber(false),
        switchChoice: "now",
        preview: { ...preview, pay_now: false },
      },
      {
        kind: "switch",
        request: {
          productOptionId: "yearly",
          customPriceMinor: null,
          payNow: false,
          shownAmount: null,
          shownTotal: null,
        },
        currentOptionId: "monthly",
      },
    ],
    [
      "Switch Later sends no amount, whatever the preview says",
      { mode: "switch", history: subscriber(false), switchChoice: "later", preview },
      {
        kind: "switch",
        request: {
          productOptionId: "yearly",
          customPriceMinor: null,
          payNow: false,
          shownAmount: null,
          shownTotal: null,
        },
        currentOptionId: "monthly",
      },
    ],
    [
      "an overdue subscriber on the option pays what the failed renewal owes",
      { mode: "switch", history: overdueOnYearly },
      { kind: "overdue", subscriptionId: "sub-1" },
    ],
    [
      "an overdue subscriber looking at another option is still switching",
      { mode: "switch", history: subscriber(true), switchChoice: "later" },
      {
        kind: "switch",
        request: {
          productOptionId: "yearly",
          customPriceMinor: null,
          payNow: false,
          shownAmount: null,
          shownTotal: null,
        },
        currentOptionId: "monthly",
      },
    ],
  ])("%s", (_, situation, expected) => {
    expect(actionFor(situation)).toEqual(expected);
  });
});

describe("reportOutcome", () => {
  const order = { order_id: "o1", amount: 1210, currency: "EUR" } as OrderResult;
  const line: DiscountLine = {
    code: "SAVE",
    amountMinor: 300,
    amountText: "−€3",
    lengthText: null,
  };
  const switchedNow = { order, subscription: {} } as SwitchResult;
  const switchedLater = { order: null, subscription: {} } as SwitchResult;

  it.each<[string, CheckoutOutcome, DiscountLine | null, string, unknown[]]>([
    [
      "a purchase with a code",
      { kind: "purchase", order },
      line,
      "onPaid",
      [order, { code: "SAVE", amountMinor: 300 }],
    ],
    ["a purchase without one", { kind: "purchase", order }, null, "onPaid", [order, null]],
    [
      "a gift",
      { kind: "gift", order },
      line,
      "onPaid",
      [order, { code: "SAVE", amountMinor: 300 }],
    ],
    [
      "a switch paid now",
      { kind: "switch", result: switchedNow },
      null,
      "onSwitched",
      [switchedNow, "now"],
    ],
    [
      "a switch queued for later",
      { kind: "switch", result: switchedLater },
      null,
      "onSwitched",
      [switchedLater, "later"],
    ],
    [
      "an overdue payment",
      { kind: "overdue", order },
      null,
      "onNote",
      ["Paid €12.10. Your subscription is active again."],
    ],
  ])("%s tells the page so", (_, outcome, discountLine, listener, args) => {
    const listeners = { onPaid: vi.fn(), onSwitched: vi.fn(), onNote: vi.fn() };
    reportOutcome(outcome, discountLine, listeners);
    for (const [name, called] of Object.entries(listeners)) {
      if (name === listener) expect(called).toHaveBeenCalledExactlyOnceWith(...args);
      else expect(called).not.toHaveBeenCalled();
    }
  });
});
