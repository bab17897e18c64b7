import type { PurchaseHistory } from "@creator-checkout/core/api";
import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { CheckoutMode } from "@creator-checkout/core/checkout";
import { describe, expect, it } from "vitest";
import type { PaidOrder, SwitchResult } from "@/features/payment";
import type { SwitchPreview } from "@/features/switching";
import type { PreviewState } from "@/lib/preview";
import {
  type CheckoutSelection,
  checkoutSelection,
  noLongerSold,
  paymentEvent,
  purchaseFinished,
  switchChoiceFor,
  switchFinished,
  switchingTerms,
  type VisibleCards,
  visibleCards,
} from "./checkout-state";

const now = new Date("2027-03-10T12:00:00Z");
const option = (changes: Partial<CheckoutOption>): CheckoutOption => ({
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
  ...changes,
});
const monthly = option({});
const yearly = option({ id: "yearly", title: "Yearly", price: 8000, interval: "year" });
const pwyw = option({ id: "pwyw", title: "Your amount", price: null, interval: null });
const trial = option({ id: "trial", trial_interval: "day", trial_quantity: 7 });
const product = {
  id: "p1",
  publisher_id: "pub-1",
  title: "Studio notes",
  type: "subscription",
  options: [monthly, yearly, pwyw, trial],
  newsletters: [],
  custom_fields: [],
} as unknown as CheckoutProduct;

const history = (current: string | null, next: string | null = null): PurchaseHistory => ({
  current: current ? { product_option_id: current, status: "ACTIVE" } : null,
  history: { next: next ? { product_option_id: next } : null, orders: [] },
  subscription: null,
});

type SelectionInput = Parameters<typeof checkoutSelection>[0];
const select = (changes: Partial<SelectionInput>) =>
  checkoutSelection({
    product,
    option: monthly,
    customPriceMinor: null,
    giftMode: false,
    coupon: null,
    history: history(null),
    now,
    ...changes,
  });

describe("checkoutSelection", () => {
  it.each<[string, Partial<SelectionInput>, Partial<CheckoutSelection>]>([
    [
      "a new buyer buys, and the address's code is checked for the option on screen",
      { coupon: "SAVE20" },
      {
        mode: "default",
        current: null,
        target: null,
        codeToCheck: "SAVE20",
        codeCheck: { publisherId: "pub-1", productOptionId: "monthly", customPriceMinor: null },
      },
    ],
    [
      "a custom amount is checked at the amount the summary shows",
      { option: pwyw, customPriceMinor: 1234, coupon: "SAVE20" },
      { codeCheck: { publisherId: "pub-1", productOptionId: "pwyw", customPriceMinor: 1234 } },
    ],
    [
      "a subscriber switching has no code checked: a switch keeps its terms",
      { option: yearly, history: history("monthly"), coupon: "SAVE20" },
      {
        mode: "switch",
        codeToCheck: null,
        target: { productOptionId: "yearly", customPriceMinor: null },
      },
    ],
    [
      "a subscriber on the option already queued asks no preview",
      { option: yearly, history: history("monthly", "yearly") },
      { mode: "switch", target: null },
    ],
    [
      "a gift may be given and its code is checked",
      { giftMode: true, history: history("monthly"), coupon: "GIFT" },
      { mode: "gift", giftable: true, codeToCheck: "GIFT", target: null },
    ],
    [
      "a custom amount cannot be given",
      { option: pwyw, giftMode: true, customPriceMinor: 500 },
      { mode: "gift", giftable: false },
    ],
    [
      "no option: nothing to check, nothing to give, no preview",
      { option: undefined, coupon: "SAVE20" },
      {
        giftable: false,
        target: null,
        codeToCheck: null,
        codeCheck: { publisherId: "pub-1", productOptionId: "", customPriceMinor: null },
      },
    ],
    [
      "a history still loading is a first purchase",
      { option: yearly, history: undefined },
      { mode: "default", current: null, target: null },
    ],
  ])("%s", (_, changes, expected) => {
    expect(select(changes)).toMatchObject(expected);
  });
});

describe("noLongerSold", () => {
  const archived = option({ id: "old", archived: true });
  const canceled: PurchaseHistory = {
    ...history("old"),
    current: { product_option_id: "old", status: "CANCELED" },
  };
  it.each([
    ["an option on sale, to anyone", monthly, false, undefined, false],
    ["an archived option, signed out", archived, false, undefined, true],
    ["an archived option, while the history loads", archived, true, undefined, false],
    ["an archived option, to its subscriber", archived, true, history("old"), false],
    ["an archived option, to a buyer of another", archived, true, history("monthly"), true],
    ["an archived option, to a buyer of nothing", archived, true, history(null), true],
    ["an archived option, to a subscriber who canceled it", archived, true, canceled, true],
  ] as const)("%s", (_case, shown, signedIn, bought, expected) => {
    expect(noLongerSold(shown, { signedIn, history: bought })).toBe(expected);
  });
});

describe("visibleCards", () => {
  const none: VisibleCards = {
    gift: false,
    newsletters: false,
    additionalInfo: false,
    subscription: false,
    payment: false,
  };
  type Shape = Pick<CheckoutProduct, "newsletters" | "custom_fields">;
  const withExtras = { newsletters: [{}], custom_fields: [{}] } as unknown as Shape;
  const bare: Shape = { newsletters: [], custom_fields: [] };
  type Case = [string, boolean, boolean, PreviewState, CheckoutMode, Shape, VisibleCards];

  it.each<Case>([
    [
      "a buyer not signed in sees only the contact card",
      false,
      true,
      "off",
      "default",
      withExtras,
      none,
    ],
    [
      "before the creator's profile loads, no account card",
      true,
      false,
      "off",
      "default",
      withExtras,
      none,
    ],
    ["a preview sells nothing", true, true, "on", "default", withExtras, none],
    [
      "while a preview is checked, nothing is sold either",
      true,
      true,
      "checking",
      "default",
      withExtras,
      none,
    ],
    [
      "a signed-in buyer sees every card the product has",
      true,
      true,
      "off",
      "default",
      withExtras,
      { ...none, newsletters: true, additionalInfo: true, subscription: true, payment: true },
    ],
    [
      "no newsletters or questions, no cards for them",
      true,
      true,
      "off",
      "switch",
      bare,
      { ...none, subscription: true, payment: true },
    ],
    [
      "a gift asks nothing about the giver's own account",
      true,
      true,
      "off",
      "gift",
      withExtras,
      { ...none, gift: true, payment: true },
    ],
    [
      "the gift card shows before signing in",
      false,
      false,
      "off",
      "gift",
      withExtras,
      { ...none, gift: true },
    ],
  ])("%s", (_, signedIn, creatorLoaded, preview, mode, shape, expected) => {
    expect(visibleCards({ signedIn, creatorLoaded, preview, mode, product: shape })).toEqual(
      expected,
    );
  });
});

describe("the switch pick", () => {
  it.each<[string, Parameters<typeof switchChoiceFor>[0], string | undefined, string | null]>([
    [
      "belongs to the option it was made for",
      { optionId: "yearly", choice: "now" },
      "yearly",
      "now",
    ],
    ["is forgotten on another option", { optionId: "yearly", choice: "later" }, "monthly", null],
    ["is none before the buyer picks", null, "yearly", null],
    ["is none without an option", null, undefined, null],
  ])("%s", (_, pick, optionId, expected) => {
    expect(switchChoiceFor(pick, optionId)).toBe(expected);
  });

  const preview = {
    pay_now: true,
    prorate_amount: 450,
    currency: "USD",
    end_date: "2027-04-01T00:00:00Z",
    later_date: "2027-04-01T00:00:00Z",
  } as SwitchPreview;
  it("gives the summary no switching terms outside a switch", () => {
    expect(switchingTerms(null, "now", preview)).toBeNull();
  });
  it("gives a switch its timing, and its quote once the preview came", () => {
    const target = { productOptionId: "yearly", customPriceMinor: null };
    expect(switchingTerms(target, "later", undefined)).toEqual({ timing: "later", quote: null });
    expect(switchingTerms(target, "now", preview)).toMatchObject({
      timing: "now",
      quote: {
        payNow: true,
        prorateAmountMinor: 450,
        nowPeriodEnd: new Date("2027-04-01T00:00:00Z"),
      },
    });
  });
});

describe("what a finished checkout keeps", () => {
  const order = (optionId: string) =>
    ({ order_id: "o1", product_option_id: optionId, amount: 700, currency: "USD" }) as PaidOrder;

  it.each<[string, PaidOrder, Parameters<typeof purchaseFinished>[0]["gift"], object]>([
    [
      "a purchase",
      order("monthly"),
      null,
      { kind: "purchase", productType: "subscription", isTrial: false },
    ],
    ["a trial", order("trial"), null, { kind: "purchase", isTrial: true }],
    [
      "a gift, with when it is delivered",
      order("monthly"),
      { recipientFirstName: "Grace", deliverAt: "2027-12-24T09:00:00Z" },
      { kind: "gift", recipientFirstName: "Grace", deliverAt: new Date("2027-12-24T09:00:00Z") },
    ],
    [
      "a gift delivered at once",
      order("monthly"),
      { recipientFirstName: "Grace", deliverAt: null },
      { kind: "gift", deliverAt: null },
    ],
  ])("%s: its sentence and what was charged", (_, paid, gift, outcome) => {
    const finished = purchaseFinished({ product, order: paid, gift, accepted: null, tax: null });
    expect(finished).toMatchObject({
      outcome,
      paid: { amountMinor: 700, currency: "USD" },
      switching: null,
    });
  });

  const switching = { timing: "now" as const, quote: null };
  it.each<[string, SwitchResult, object]>([
    [
      "a switch now keeps what it paid and when the period ends",
      {
        order: order("yearly"),
        subscription: { current_period_end: "2028-03-10T00:00:00Z" },
      } as SwitchResult,
      {
        paid: { amountMinor: 700, currency: "USD" },
        outcome: { kind: "switch", timing: "now", periodEnd: new Date("2028-03-10T00:00:00Z") },
      },
    ],
    [
      "a switch later paid nothing, in the option's currency",
      { order: null, subscription: { current_period_end: null } } as unknown as SwitchResult,
      { paid: { amountMinor: 0, currency: "USD" }, outcome: { periodEnd: null } },
    ],
  ])("%s", (_, result, expected) => {
    const finished = switchFinished({
      productTitle: "Studio notes",
      option: yearly,
      result,
      timing: "now",
      switching,
      tax: null,
    });
    expect(finished).toMatchObject({
      ...expected,
      outcome: {
        optionTitle: "Yearly",
        productTitle: "Studio notes",
        ...(expected as { outcome: object }).outcome,
      },
      switching,
      accepted: null,
    });
  });
});

describe("paymentEvent", () => {
  it.each<[string, string, number | null, number | null]>([
    ["a fixed price sends no amount of its own", "monthly", 1234, null],
    ["a custom amount sends the amount the buyer chose", "pwyw", 1234, 1234],
    ["an option no longer on the page sends none", "gone", 1234, null],
  ])("%s", (_, optionId, customPriceMinor, expected) => {
    const order = { order_id: "o1", product_option_id: optionId, currency: "USD" } as PaidOrder;
    const discount = { code: "SAVE", amountMinor: 100 };
    expect(
      paymentEvent({
        options: product.options,
        order,
        isTrial: false,
        discount,
        customPriceMinor,
        now,
      }),
    ).toEqual({
      type: "purchase-succeeded",
      orderId: "o1",
      productOptionId: optionId,
      currency: "USD",
      isTrial: false,
      customPriceMinor: expected,
      discount,
    });
  });
});
