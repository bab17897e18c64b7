import { useReducer, useRef } from "react";
import type { ApiError } from "@/lib/api-error";
import { usePayPrerequisites } from "@/lib/pay-prerequisites";
import { useAddPaymentMethod } from "../api/add-payment-method";
import type { PaymentMethod } from "../api/get-payment-methods";
import { useSetDefaultPaymentMethod } from "../api/set-default-payment-method";
import {
  type CheckoutStep,
  checkoutReducer,
  checkoutSteps,
  failureOf,
  idleCheckout,
  reasonOf,
  stepWork,
} from "../utils/checkout-machine";
import type { CheckoutAction, CheckoutOutcome } from "./checkout-charge";
import { useCheckoutCharge } from "./use-checkout-charge";

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
  const prerequisites = usePayPrerequisites();
  const setDefault = useSetDefaultPaymentMethod();
  const addPaymentMethod = useAddPaymentMethod();
  const [state, dispatch] = useReducer(checkoutReducer, idleCheckout);
  const running = useRef(false);
  const { charge, finishAuthentication } = useCheckoutCharge({
    action,
    onDone,
    onRefused,
    prerequisites,
    dispatch,
  });

  /** One step before the charge; throws to stop the checkout. */
  async function prepare(step: CheckoutStep, method: PaymentMethod | null) {
    const hasCurrentOption = action.kind !== "switch" || action.currentOptionId !== null;
    const work = stepWork(step, { hasCard: method !== null, hasCurrentOption });
    if (work === "save-default" && method !== null) await setDefault.mutateAsync(method.id);
    else if (work === "refused") throw new StepRefused();
    else if (work === "save-answers") await prerequisites.saveAll();
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
    pay: async () => {
      if (chosen !== null || cardless) await checkout(async () => chosen);
    },
    payWithWallet,
    inProgress: state.inProgress,
    error: state.error,
    /** Forgets a finished attempt's error once the buyer changes what it was about (the card). */
    clearError: () => dispatch({ type: "error-cleared" }),
    authentication: state.authentication,
    finishAuthentication,
  };
}
