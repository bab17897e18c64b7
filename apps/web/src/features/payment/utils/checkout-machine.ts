import { ApiError } from "@/lib/api-error";
import type { NextAction, OrderResult } from "../api/purchase-product";
import type { CheckoutFailure } from "../components/checkout-error";

/** The pay button's mode, as far as the order of a checkout's steps goes (product.md §4). */
export type CheckoutKind = "purchase" | "switch" | "overdue" | "gift";

/**
 * One step of a checkout: the card to pay with, saved as the default, the buyer's current
 * option (a switch needs one), the answers and newsletters that go with a purchase, then the
 * charge itself (with 3-D Secure when the bank asks for it).
 */
export type CheckoutStep = "card" | "default" | "current-option" | "answers" | "charge";

/**
 * The steps of a checkout in `kind`, in order (product.md §4 "Checkout default", "Checkout
 * switch", "Checkout gift"): only a purchase saves the buyer's answers, only a switch needs a
 * current option.
 */
export function checkoutSteps(kind: CheckoutKind): readonly CheckoutStep[] {
  if (kind === "purchase") return ["card", "default", "answers", "charge"];
  if (kind === "switch") return ["card", "default", "current-option", "charge"];
  return ["card", "default", "charge"];
}

/** What a step between the card and the charge does; "refused" stops the checkout. */
export type StepWork = "save-default" | "save-answers" | "refused" | "none";

/**
 * The work of `step`: the card paid with becomes the default (product.md §4), even when it
 * already is one here, as another tab may have changed it since the list was loaded; a switch
 * without a current option goes no further; a purchase saves the buyer's answers.
 */
export function stepWork(
  step: CheckoutStep,
  { hasCard, hasCurrentOption }: { hasCard: boolean; hasCurrentOption: boolean },
): StepWork {
  if (step === "default") return hasCard ? "save-default" : "none";
  if (step === "current-option") return hasCurrentOption ? "none" : "refused";
  if (step === "answers") return "save-answers";
  return "none";
}

/** Whether a charge's order is finished: paid, or none at all (a switch at the period's end). */
export function chargeFinished(
  order: OrderResult | null,
): order is null | (OrderResult & { status: "paid" }) {
  return order === null || order.status === "paid";
}

/** The card's or the server's own words for a failure, when it has any. */
export function reasonOf(cause: unknown): string | null {
  return cause instanceof Error ? cause.message : null;
}

/**
 * What the red box above the pay button says when `step` failed, with the card's or the
 * server's `reason` (product.md §8).
 */
export function failureOf(
  kind: CheckoutKind,
  step: CheckoutStep,
  reason: string | null,
): CheckoutFailure {
  switch (step) {
    case "card":
      return { problem: "purchaseFailed", reason };
    case "default":
      return { problem: "updateDefaultPaymentMethodFailed", reason: null };
    case "current-option":
      return { problem: "currentOptionNotFound", reason: null };
    case "answers":
      return { problem: reason === null ? "purchaseFailed" : null, reason };
    case "charge":
      // product.md §8: a switch that fails says "switch failed", the server's reason above it.
      return {
        problem: kind === "switch" ? "switchFailed" : "purchaseFailed",
        reason,
      };
  }
}

/**
 * Whether a failed charge's answer settles its attempt: a clear answer (declined, refused)
 * does; a lost answer, or one still being charged, keeps the key for the next try.
 */
export function settlesAttempt(cause: unknown): boolean {
  return cause instanceof ApiError && cause.isClientError && cause.code !== "PURCHASE_IN_PROGRESS";
}

export interface PendingAuthentication {
  nextAction: NextAction;
  order: OrderResult;
}

/** What the Payment card shows of a checkout: running, its error, the bank's step. */
export interface CheckoutState {
  inProgress: boolean;
  error: CheckoutFailure | null;
  authentication: PendingAuthentication | null;
}

export type CheckoutEvent =
  | { type: "started" }
  | { type: "failed"; error: CheckoutFailure }
  | { type: "authentication-asked"; authentication: PendingAuthentication }
  | { type: "authentication-answered" }
  | { type: "ended" }
  | { type: "error-cleared" };

export const idleCheckout: CheckoutState = {
  inProgress: false,
  error: null,
  authentication: null,
};

/** The Payment card's checkout state after `event`. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "started":
      return { inProgress: true, error: null, authentication: null };
    case "failed":
      return { ...state, error: event.error, authentication: null };
    case "authentication-asked":
      return { ...state, authentication: event.authentication };
    case "authentication-answered":
      return { ...state, authentication: null };
    case "ended":
      return { ...state, inProgress: false, authentication: null };
    case "error-cleared":
      // An error belongs to a finished attempt: a running one keeps the box as it is.
      return state.inProgress || state.error === null ? state : { ...state, error: null };
  }
}
