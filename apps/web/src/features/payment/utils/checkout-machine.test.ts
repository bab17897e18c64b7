import { checkoutErrors } from "@creator-checkout/core/checkout/checkout-errors";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import type { OrderResult } from "../api/purchase-product";
import { type CheckoutFailure, checkoutErrorWords } from "../components/checkout-error";
import {
  type CheckoutEvent,
  type CheckoutKind,
  type CheckoutState,
  type CheckoutStep,
  chargeFinished,
  checkoutReducer,
  checkoutSteps,
  failureOf,
  idleCheckout,
  reasonOf,
  type StepWork,
  settlesAttempt,
  stepWork,
} from "./checkout-machine";

const declined: CheckoutFailure = { problem: "purchaseFailed", reason: "Your card was declined." };
const declinedWords = {
  message: checkoutErrors.purchaseFailed,
  reason: "Your card was declined.",
};
const authentication = {
  order: { order_id: "o1", status: "requires_action" } as OrderResult,
  nextAction: { type: "redirect", url: "https://bank.test" } as never,
};
const running: CheckoutState = { inProgress: true, error: null, authentication: null };

describe("checkoutSteps", () => {
  it.each<[CheckoutKind, CheckoutStep[]]>([
    ["purchase", ["card", "default", "answers", "charge"]],
    ["switch", ["card", "default", "current-option", "charge"]],
    ["overdue", ["card", "default", "charge"]],
    ["gift", ["card", "default", "charge"]],
  ])("a %s runs %j", (kind, steps) => {
    expect(checkoutSteps(kind)).toEqual(steps);
  });
});

describe("stepWork", () => {
  it.each<[CheckoutStep, boolean, boolean, StepWork]>([
    ["card", true, true, "none"],
    ["default", true, true, "save-default"],
    // Nothing is due (a code takes it all): no card to make the default.
    ["default", false, true, "none"],
    ["current-option", true, true, "none"],
    ["current-option", true, false, "refused"],
    ["answers", true, true, "save-answers"],
    ["answers", false, false, "save-answers"],
    ["charge", true, true, "none"],
  ])("%s, a card %s, a current option %s: %s", (step, hasCard, hasCurrentOption, work) => {
    expect(stepWork(step, { hasCard, hasCurrentOption })).toBe(work);
  });
});

describe("chargeFinished", () => {
  it.each<[string, OrderResult | null, boolean]>([
    ["nothing charged (a switch at the period's end)", null, true],
    ["paid", { order_id: "o1", status: "paid" } as OrderResult, true],
    ["waiting for 3-D Secure", { order_id: "o1", status: "requires_action" } as OrderResult, false],
    ["failed", { order_id: "o1", status: "failed" } as OrderResult, false],
  ])("%s: %s", (_case, order, finished) => {
    expect(chargeFinished(order)).toBe(finished);
  });
});

describe("failureOf", () => {
  it.each<[CheckoutKind, CheckoutStep, string | null, { message: string; reason: string | null }]>([
    [
      "purchase",
      "card",
      "The sheet closed.",
      { message: checkoutErrors.purchaseFailed, reason: "The sheet closed." },
    ],
    ["switch", "card", null, { message: checkoutErrors.purchaseFailed, reason: null }],
    [
      "purchase",
      "default",
      "500",
      { message: checkoutErrors.updateDefaultPaymentMethodFailed, reason: null },
    ],
    [
      "gift",
      "default",
      null,
      { message: checkoutErrors.updateDefaultPaymentMethodFailed, reason: null },
    ],
    [
      "switch",
      "current-option",
      null,
      { message: checkoutErrors.currentOptionNotFound, reason: null },
    ],
    [
      "purchase",
      "answers",
      "Your answers could not be saved: no",
      { message: "Your answers could not be saved: no", reason: null },
    ],
    ["purchase", "answers", null, { message: checkoutErrors.purchaseFailed, reason: null }],
    ["purchase", "charge", "Your card was declined.", declinedWords],
    ["gift", "charge", "Your card was declined.", declinedWords],
    ["overdue", "charge", null, { message: checkoutErrors.purchaseFailed, reason: null }],
    [
      "switch",
      "charge",
      "Unable to switch now",
      { message: checkoutErrors.switchFailed, reason: "Unable to switch now" },
    ],
  ])("a %s failing at %s with %j says %j", (kind, step, reason, expected) => {
    expect(checkoutErrorWords(failureOf(kind, step, reason))).toEqual(expected);
  });
});

describe("reasonOf and settlesAttempt", () => {
  it.each<[string, unknown, string | null, boolean]>([
    [
      "a declined card",
      new ApiError(402, "CARD_ERROR", "Your card was declined."),
      "Your card was declined.",
      true,
    ],
    ["a refusal", new ApiError(400, "BAD_REQUEST", "bad"), "bad", true],
    [
      "a purchase still being charged",
      new ApiError(409, "PURCHASE_IN_PROGRESS", "wait"),
      "wait",
      false,
    ],
    ["a server failure", new ApiError(503, "UNKNOWN", "down"), "down", false],
    ["a lost answer", new ApiError(0, "NETWORK", "offline"), "offline", false],
    ["a plain error", new Error("boom"), "boom", false],
    ["something thrown that is no error", "text", null, false],
  ])("%s: reason %j, settles %s", (_name, cause, reason, settles) => {
    expect(reasonOf(cause)).toBe(reason);
    expect(settlesAttempt(cause)).toBe(settles);
  });
});

describe("checkoutReducer", () => {
  it.each<[string, CheckoutState, CheckoutEvent, CheckoutState]>([
    [
      "a start clears the last error",
      { inProgress: false, error: declined, authentication: null },
      { type: "started" },
      running,
    ],
    [
      "a failure shows its error",
      running,
      { type: "failed", error: declined },
      { ...running, error: declined },
    ],
    [
      "the bank's step is shown while it is asked",
      running,
      { type: "authentication-asked", authentication },
      { ...running, authentication },
    ],
    [
      "an answered bank step goes",
      { ...running, authentication },
      { type: "authentication-answered" },
      running,
    ],
    [
      "a failure closes the bank's step",
      { ...running, authentication },
      { type: "failed", error: declined },
      { ...running, error: declined },
    ],
    [
      "the end keeps the error",
      { ...running, error: declined },
      { type: "ended" },
      { inProgress: false, error: declined, authentication: null },
    ],
    [
      "another card clears a finished attempt's error",
      { inProgress: false, error: declined, authentication: null },
      { type: "error-cleared" },
      idleCheckout,
    ],
    [
      "a running attempt keeps its box",
      { ...running, error: declined },
      { type: "error-cleared" },
      { ...running, error: declined },
    ],
  ])("%s", (_name, before, event, after) => {
    expect(checkoutReducer(before, event)).toEqual(after);
  });

  it("answers the same state when there is no error to clear", () => {
    expect(checkoutReducer(idleCheckout, { type: "error-cleared" })).toBe(idleCheckout);
  });
});
