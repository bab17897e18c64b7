import type { PayButtonInput } from "@creator-checkout/core/checkout";
import { describe, expect, it } from "vitest";
import { type PayControls, payControls } from "./pay-controls";

const firstPurchase: PayButtonInput = {
  mode: "default",
  targetOptionId: "monthly",
  amountText: "$8",
  trial: null,
  current: null,
  nextOptionId: null,
  switchChoice: null,
  canSwitchNow: false,
  prorateText: null,
  overdueText: null,
  signedIn: true,
  cardSelected: true,
  formsValid: true,
  giftFormValid: false,
  checkoutInProgress: false,
};
const subscriber = { product_option_id: "monthly", status: "ACTIVE" };
const switching: PayButtonInput = {
  ...firstPurchase,
  mode: "switch",
  targetOptionId: "yearly",
  amountText: "$80",
  current: subscriber,
};

describe("payControls", () => {
  it.each<[string, PayButtonInput, boolean, PayControls]>([
    [
      "a first purchase with a card pays",
      firstPurchase,
      true,
      {
        label: "Pay $8",
        payEnabled: true,
        heldBackByForms: false,
        walletEnabled: true,
        reasons: [],
      },
    ],
    [
      "nothing is bought before the history is known",
      firstPurchase,
      false,
      {
        label: "Pay $8",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "without a card, Pay says to add one and the wallet still pays",
      { ...firstPurchase, cardSelected: false },
      true,
      {
        label: "Pay $8",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: true,
        reasons: ["add-card"],
      },
    ],
    [
      "unanswered questions hold Pay back, and pressing it shows them",
      { ...firstPurchase, formsValid: false },
      true,
      {
        label: "Pay $8",
        payEnabled: false,
        heldBackByForms: true,
        walletEnabled: false,
        reasons: ["answers"],
      },
    ],
    [
      "no card and unanswered questions: both reasons, not held back by the forms alone",
      { ...firstPurchase, cardSelected: false, formsValid: false },
      true,
      {
        label: "Pay $8",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: ["add-card", "answers"],
      },
    ],
    [
      "a running checkout gives no reason and holds nothing back",
      { ...firstPurchase, checkoutInProgress: true },
      true,
      {
        label: "Pay $8",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "a free trial names the trial",
      { ...firstPurchase, trial: { lengthText: "14 days", free: true, priceText: "$0" } },
      true,
      {
        label: "Start 14 days free trial",
        payEnabled: true,
        heldBackByForms: false,
        walletEnabled: true,
        reasons: [],
      },
    ],
    [
      "the option already held",
      { ...firstPurchase, mode: "switch", current: subscriber },
      true,
      {
        label: "Already subscribed",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "a switch waits for its choice",
      switching,
      true,
      {
        label: "Choose an option",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "Switch Now pays the prorated amount with a saved card, never the wallet",
      { ...switching, switchChoice: "now", canSwitchNow: true, prorateText: "$61.50" },
      true,
      {
        label: "Switch now for $61.50",
        payEnabled: true,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "Switch Now without a charge the preview allows",
      { ...switching, switchChoice: "now", canSwitchNow: false, prorateText: "$61.50" },
      true,
      {
        label: "Unable to switch now",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "Switch Later names the new price",
      { ...switching, switchChoice: "later" },
      true,
      {
        label: "Switch at the end of your cycle for $80",
        payEnabled: true,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "a gift waits for its form",
      { ...firstPurchase, mode: "gift" },
      true,
      {
        label: "Pay $8",
        payEnabled: false,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "a gift with its form filled pays with a saved card",
      { ...firstPurchase, mode: "gift", giftFormValid: true },
      true,
      {
        label: "Pay $8",
        payEnabled: true,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
    [
      "an overdue renewal is paid from the option held",
      { ...firstPurchase, mode: "switch", current: subscriber, overdueText: "$8" },
      true,
      {
        label: "Pay $8 now",
        payEnabled: true,
        heldBackByForms: false,
        walletEnabled: false,
        reasons: [],
      },
    ],
  ])("%s", (_name, input, historyLoaded, expected) => {
    expect(payControls(input, historyLoaded)).toEqual(expected);
  });
});
