import { describe, expect, it } from "vitest";
import {
  type SuccessOutcome,
  successMessage,
  successSentence,
  successTitle,
  switchSuccessMessage,
} from "./success-message";

describe("successMessage", () => {
  it.each([
    {
      type: "subscription",
      isTrial: true,
      message: "Your subscription trial has been successfully activated.",
    },
    {
      type: "subscription",
      isTrial: false,
      message: "Your subscription has been successfully activated.",
    },
    { type: "pass", isTrial: false, message: "Your pass has been successfully activated." },
    { type: "pass", isTrial: true, message: "Your pass has been successfully activated." },
    { type: "donation", isTrial: false, message: "Your payment was successfully processed." },
    { type: "unknown", isTrial: false, message: "Your payment was successfully processed." },
    { type: "pledgeMode", isTrial: false, message: "Your payment was successfully processed." },
    {
      type: "group",
      isTrial: false,
      message: "Your subscription has been successfully activated.",
    },
    {
      type: "group",
      isTrial: true,
      message: "Your subscription trial has been successfully activated.",
    },
  ] as const)(
    "thanks a $type buyer (trial $isTrial) with: $message",
    ({ type, isTrial, message }) => {
      expect(successMessage(type, isTrial)).toBe(message);
    },
  );

  it("titles the success card Thank you!", () => {
    expect(successTitle()).toBe("Thank you!");
  });
});

describe("switchSuccessMessage", () => {
  it.each([
    {
      case: "a switch now",
      timing: "now" as const,
      periodEnd: "2027-11-26T10:00:00Z",
      message:
        "You switched to Yearly of Northwind Membership today. It renews on November 26, 2027.",
    },
    {
      case: "a switch later",
      timing: "later" as const,
      periodEnd: "2026-12-26T10:00:00Z",
      message:
        "You will switch to Yearly of Northwind Membership on December 26, 2026, when your current period ends.",
    },
    {
      case: "a switch later with no period end",
      timing: "later" as const,
      periodEnd: null,
      message: "You will switch to Yearly of Northwind Membership when your current period ends.",
    },
  ])("says what changed and when after $case", ({ timing, periodEnd, message }) => {
    expect(
      switchSuccessMessage({
        optionTitle: "Yearly",
        productTitle: "Northwind Membership",
        timing,
        periodEnd: periodEnd === null ? null : new Date(periodEnd),
      }),
    ).toBe(message);
  });
});

describe("successSentence", () => {
  const july = new Date("2026-07-04T12:00:00Z");
  it.each<[string, SuccessOutcome, string]>([
    [
      "a trial",
      { kind: "purchase", productType: "subscription", isTrial: true },
      "Your subscription trial has been successfully activated.",
    ],
    [
      "a gift sent at once",
      { kind: "gift", recipientFirstName: "Ada", deliverAt: null },
      "Your gift is paid. We'll e-mail Ada a link to redeem it.",
    ],
    [
      "a gift sent later",
      { kind: "gift", recipientFirstName: "Ada", deliverAt: july },
      "Your gift is paid. We'll e-mail Ada a link to redeem it on July 4, 2026.",
    ],
    [
      "a redeemed gift",
      { kind: "redeemed", productTitle: "Northwind Membership", until: july },
      "Your gift is redeemed: Northwind Membership is yours until July 4, 2026.",
    ],
    [
      "a switch now",
      {
        kind: "switch",
        optionTitle: "Yearly",
        productTitle: "Northwind Membership",
        timing: "now",
        periodEnd: null,
      },
      "You switched to Yearly of Northwind Membership today.",
    ],
  ])("tells of %s", (_case, outcome, sentence) => {
    expect(successSentence(outcome)).toBe(sentence);
  });
});
