import { useQueryClient } from "@tanstack/react-query";
import { useReducer, useRef, useState } from "react";
import { userQueryKey, useSession } from "@/features/auth";
import { ApiError } from "@/lib/api-error";
import { usePayPrerequisites } from "@/lib/pay-prerequisites";
import { useAddPaymentMethod } from "../api/add-payment-method";
import type { PaymentMethod } from "../api/get-payment-methods";
import { purchaseHistoryRootKey } from "../api/get-purchase-history";
import type { OrderResult } from "../api/purchase-product";
import { useSetDefaultPaymentMethod } from "../api/set-default-payment-method";
import { createCheckoutAttempts } from "../utils/checkout-attempts";
import {
  type CheckoutStep,
  checkoutReducer,
  checkoutSteps,
  failureOf,
  idleCheckout,
  reasonOf,
  settlesAttempt,
} from "../utils/checkout-machine";
import { type CheckoutAction, type CheckoutOutcome, chargeFor } from "./checkout-charge";

interface CheckoutInput {
  chosen: PaymentMethod | null;
  /** Nothing is due now or later (a code takes it all): Pay needs no card. */
  cardless: boolean;
  action: CheckoutAction;
  onDone: (outcome: CheckoutOutcome) => void;
  /** A refusal the card answers itself (a country to confirm): true keeps the red box empty. */
  onRefused?: (error: ApiError) => boolean;
}

// A step that finds nothing to go on with (a switch without a current option).
class StepRefused extends Error {}

/**
 * product.md §4 "Checkout default": save the chosen card as the default, save the parts that pay
 * needs (custom fields, newsletters), purchase, finish 3-D Secure if asked, then reload the
 * buyer and their payment history. "Wallet pay" runs the same steps with the card a wallet's
 * sheet handed over; "Checkout switch", an overdue renewal and "Checkout gift" run theirs
 * (`checkoutSteps`). Each step that fails stops the checkout and says why in the red box above
 * the pay button (`failureOf`); what the card shows follows `checkoutReducer`.
 */
export function useCheckout({ chosen, cardless, action, onDone, onRefused }: CheckoutInput) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  const prerequisites = usePayPrerequisites();
  const setDefault = useSetDefaultPaymentMethod();
  const addPaymentMethod = useAddPaymentMethod();
  const [state, dispatch] = useReducer(checkoutReducer, idleCheckout);
  const running = useRef(false);
  const [attempts] = useState(() => createCheckoutAttempts());
  const authenticated = useRef<(() => void) | null>(null);

  /** Shows the provider's authentication step and waits until the buyer has answered it. */
  function authenticate(order: OrderResult, beforeAuthentication: () => void): Promise<void> {
    beforeAuthentication();
    return new Promise((resolve) => {
      authenticated.current = resolve;
      if (order.next_action) {
        dispatch({
          type: "authentication-asked",
          authentication: { order, nextAction: order.next_action },
        });
      }
    });
  }

  function finishAuthentication() {
    dispatch({ type: "authentication-answered" });
    authenticated.current?.();
    authenticated.current = null;
  }

  /** Charges the card; true once paid (or a switch is queued), else the red box says why. */
  async function charge(
    sourceId: string | null,
    beforeAuthentication: () => void,
  ): Promise<boolean> {
    try {
      const { order, outcome } = await chargeFor(action, sourceId, {
        attempts,
        authenticate: (pending) => authenticate(pending, beforeAuthentication),
      });
      if (order === null || order.status === "paid") {
        attempts.close();
        if (action.kind === "purchase") await prerequisites.saveAllAfterPaid();
        onDone(outcome);
        return true;
      }
      // Still waiting (3-D Secure left unanswered): the same attempt may be tried again.
      dispatch({ type: "failed", error: failureOf(action.kind, "charge", order.message) });
      return false;
    } catch (cause) {
      if (settlesAttempt(cause)) attempts.close();
      if (cause instanceof ApiError && onRefused?.(cause)) return false;
      dispatch({ type: "failed", error: failureOf(action.kind, "charge", reasonOf(cause)) });
      return false;
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId, "me") }),
        queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
        // A switch, made or refused, leaves every preview's amount out of date.
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId, "switch-preview") }),
      ]);
    }
  }

  /** One step before the charge; throws to stop the checkout. */
  async function prepare(step: CheckoutStep, method: PaymentMethod | null) {
    if (step === "default") {
      if (method === null) return;
      // product.md §4: the card paid with becomes the default, even when it already is one here
      // (another tab may have changed it since this list was loaded).
      await setDefault.mutateAsync(method.id);
    } else if (step === "current-option") {
      if (action.kind === "switch" && action.currentOptionId === null) throw new StepRefused();
    } else if (step === "answers") {
      await prerequisites.saveAll();
    }
  }

  /**
   * Runs one checkout with the card `source` gives; resolves true once it is paid.
   * `beforeAuthentication` runs when the bank asks the buyer to confirm (3-D Secure).
   */
  async function checkout(
    source: () => Promise<PaymentMethod | null>,
    beforeAuthentication: () => void = () => {},
  ): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    dispatch({ type: "started" });
    const [first, ...rest] = checkoutSteps(action.kind);
    let step: CheckoutStep = first ?? "card";
    try {
      const method = await source();
      for (step of rest) {
        if (step === "charge") return await charge(method?.id ?? null, beforeAuthentication);
        await prepare(step, method);
      }
      return false;
    } catch (cause) {
      dispatch({ type: "failed", error: failureOf(action.kind, step, reasonOf(cause)) });
      return false;
    } finally {
      running.current = false;
      dispatch({ type: "ended" });
    }
  }

  async function pay() {
    if (chosen !== null || cardless) await checkout(async () => chosen);
  }

  async function payWithWallet(token: string, closeSheet: () => void): Promise<boolean> {
    const paid = await checkout(
      () => addPaymentMethod.mutateAsync({ token, sourceType: "wallet" }),
      // The bank's window must not open under the wallet's sheet.
      closeSheet,
    );
    // product.md §8: a wallet failure is told to the sheet and logged; the red box says why.
    if (!paid) console.error("The wallet payment did not complete.");
    return paid;
  }

  return {
    pay,
    payWithWallet,
    inProgress: state.inProgress,
    error: state.error,
    /** Forgets a finished attempt's error once the buyer changes what it was about (the card). */
    clearError: () => dispatch({ type: "error-cleared" }),
    authentication: state.authentication,
    finishAuthentication,
  };
}
