import { useQueryClient } from "@tanstack/react-query";
import { type Dispatch, useRef, useState } from "react";
import { userQueryKey, useSession } from "@/features/auth";
import { ApiError } from "@/lib/api-error";
import type { usePayPrerequisites } from "@/lib/pay-prerequisites";
import { purchaseHistoryRootKey } from "../api/get-purchase-history";
import type { OrderResult } from "../api/purchase-product";
import { createCheckoutAttempts } from "../utils/checkout-attempts";
import {
  type CheckoutEvent,
  chargeFinished,
  failureOf,
  reasonOf,
  settlesAttempt,
} from "../utils/checkout-machine";
import { type CheckoutAction, type CheckoutOutcome, chargeFor } from "./checkout-charge";

interface ChargeInput {
  action: CheckoutAction;
  onDone: (outcome: CheckoutOutcome) => void;
  onRefused?: (error: ApiError) => boolean;
  prerequisites: ReturnType<typeof usePayPrerequisites>;
  dispatch: Dispatch<CheckoutEvent>;
}

/**
 * The checkout's last step: the charge under the attempt's key, 3-D Secure when the bank asks
 * for it, then the buyer and their payment history loaded again.
 */
export function useCheckoutCharge({
  action,
  onDone,
  onRefused,
  prerequisites,
  dispatch,
}: ChargeInput) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
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
      if (chargeFinished(order)) {
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

  function finishAuthentication() {
    dispatch({ type: "authentication-answered" });
    authenticated.current?.();
    authenticated.current = null;
  }

  return { charge, finishAuthentication };
}
