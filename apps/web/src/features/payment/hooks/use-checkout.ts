import { checkoutErrors } from "@creator-checkout/core/checkout";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { userQueryKey, useSession } from "@/features/auth";
import { ApiError } from "@/lib/api-error";
import { usePayPrerequisites } from "@/lib/pay-prerequisites";
import { useAddPaymentMethod } from "../api/add-payment-method";
import { confirmOrder } from "../api/confirm-order";
import type { PaymentMethod } from "../api/get-payment-methods";
import { purchaseHistoryRootKey } from "../api/get-purchase-history";
import { payOverdue } from "../api/pay-overdue";
import { type GiftRequest, purchaseGift } from "../api/purchase-gift";
import {
  type NextAction,
  type OrderResult,
  type PurchaseRequest,
  purchaseProduct,
} from "../api/purchase-product";
import { useSetDefaultPaymentMethod } from "../api/set-default-payment-method";
import { type SwitchRequest, type SwitchResult, switchOption } from "../api/switch-option";
import type { CheckoutErrorMessage } from "../components/checkout-error";
import { createCheckoutAttempts } from "../utils/checkout-attempts";

export interface PendingAuthentication {
  nextAction: NextAction;
  order: OrderResult;
}

/** What the pay button does in each checkout mode (product.md §4). */
export type CheckoutAction =
  | { kind: "purchase"; request: Omit<PurchaseRequest, "sourceId"> }
  | {
      kind: "switch";
      request: Omit<SwitchRequest, "sourceId">;
      /** The buyer's current option; null sends product.md §8's "not found" error. */
      currentOptionId: string | null;
    }
  | { kind: "overdue"; subscriptionId: string }
  | { kind: "gift"; request: Omit<GiftRequest, "sourceId"> };

/** A finished checkout: a paid purchase or gift shows the success card, the others a note. */
export type CheckoutOutcome =
  | { kind: "purchase"; order: OrderResult }
  | { kind: "gift"; order: OrderResult }
  | { kind: "switch"; result: SwitchResult }
  | { kind: "overdue"; order: OrderResult };

interface CheckoutInput {
  chosen: PaymentMethod | null;
  action: CheckoutAction;
  onDone: (outcome: CheckoutOutcome) => void;
}

/**
 * product.md §4 "Checkout default": save the chosen card as the default, save the parts that pay
 * needs (custom fields, newsletters), purchase, finish 3-D Secure if asked, then reload the
 * buyer and their payment history. Each step that fails stops the checkout and says why in
 * the red box above the pay button.
 *
 * product.md §4 "Wallet pay" runs the same sequence with the card a wallet's sheet handed over, once
 * it is saved as a payment method; its answer tells the sheet success or fail.
 *
 * product.md §4 "Checkout switch" saves the card, requires a current option, switches now or at
 * the end of the cycle, and reloads; paying an overdue renewal saves the card and pays it. Both
 * finish 3-D Secure like a purchase.
 *
 * product.md §4 "Checkout gift" saves the card and purchases the gift; the giver's own answers
 * and newsletters are not asked in gift mode, so nothing else is saved.
 */
export function useCheckout({ chosen, action, onDone }: CheckoutInput) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  const prerequisites = usePayPrerequisites();
  const setDefault = useSetDefaultPaymentMethod();
  const addPaymentMethod = useAddPaymentMethod();
  const [inProgress, setInProgress] = useState(false);
  const [error, setError] = useState<CheckoutErrorMessage | null>(null);
  const [authentication, setAuthentication] = useState<PendingAuthentication | null>(null);
  const running = useRef(false);
  const [attempts] = useState(() => createCheckoutAttempts());
  const authenticated = useRef<(() => void) | null>(null);

  /** Shows the provider's authentication step and waits until the buyer has answered it. */
  function authenticate(order: OrderResult, nextAction: NextAction): Promise<void> {
    return new Promise((resolve) => {
      authenticated.current = resolve;
      setAuthentication({ order, nextAction });
    });
  }

  function finishAuthentication() {
    setAuthentication(null);
    authenticated.current?.();
    authenticated.current = null;
  }

  /** Finishes 3-D Secure when the bank asks for it, then answers the order as it stands. */
  async function settle(order: OrderResult, beforeAuthentication: () => void) {
    if (order.status !== "requires_action" || !order.next_action) return order;
    beforeAuthentication();
    await authenticate(order, order.next_action);
    return confirmOrder(order.order_id);
  }

  /** Runs the action with the card; null when nothing was charged (a switch later). */
  async function run(sourceId: string, beforeAuthentication: () => void) {
    if (action.kind === "purchase") {
      const request: PurchaseRequest = { ...action.request, sourceId };
      const order = await settle(
        await purchaseProduct(request, attempts.keyFor(request)),
        beforeAuthentication,
      );
      return { order, outcome: { kind: "purchase", order } as const };
    }
    if (action.kind === "gift") {
      const request: GiftRequest = { ...action.request, sourceId };
      const order = await settle(
        await purchaseGift(request, attempts.keyFor(request)),
        beforeAuthentication,
      );
      return { order, outcome: { kind: "gift", order } as const };
    }
    if (action.kind === "overdue") {
      const request = { subscriptionId: action.subscriptionId, sourceId };
      const order = await settle(
        await payOverdue(request, attempts.keyFor(request)),
        beforeAuthentication,
      );
      return { order, outcome: { kind: "overdue", order } as const };
    }
    const request: SwitchRequest = { ...action.request, sourceId };
    const result = await switchOption(request, attempts.keyFor(request));
    const order = result.order ? await settle(result.order, beforeAuthentication) : null;
    return { order, outcome: { kind: "switch", result: { ...result, order } } as const };
  }

  /**
   * Runs one checkout with the card `source` gives; resolves true once it is paid.
   * `beforeAuthentication` runs when the bank asks the buyer to confirm (3-D Secure).
   */
  async function checkout(
    source: () => Promise<PaymentMethod>,
    beforeAuthentication: () => void = () => {},
  ): Promise<boolean> {
    // product.md §8: a switch that fails says "switch failed", with the server's reason above it.
    const failureMessage =
      action.kind === "switch" ? checkoutErrors.switchFailed : checkoutErrors.purchaseFailed;
    if (running.current) return false;
    running.current = true;
    setInProgress(true);
    setError(null);
    try {
      let method: PaymentMethod;
      try {
        method = await source();
      } catch (cause) {
        setError({
          message: checkoutErrors.purchaseFailed,
          reason: cause instanceof Error ? cause.message : null,
        });
        return false;
      }
      // product.md §4: the card paid with becomes the default, even when it already is one here
      // (another tab may have changed it since this list was loaded).
      try {
        await setDefault.mutateAsync(method.id);
      } catch {
        setError({ message: checkoutErrors.updateDefaultPaymentMethodFailed, reason: null });
        return false;
      }
      if (action.kind === "switch" && action.currentOptionId === null) {
        setError({ message: checkoutErrors.currentOptionNotFound, reason: null });
        return false;
      }
      // The buyer's answers and newsletters go with a purchase (product.md §4 "Checkout default").
      if (action.kind === "purchase") {
        try {
          await prerequisites.saveAll();
        } catch (cause) {
          setError({
            message: cause instanceof Error ? cause.message : checkoutErrors.purchaseFailed,
            reason: null,
          });
          return false;
        }
      }

      try {
        const { order, outcome } = await run(method.id, beforeAuthentication);
        if (order === null || order.status === "paid") {
          attempts.close();
          if (action.kind === "purchase") await prerequisites.saveAllAfterPaid();
          onDone(outcome);
          return true;
        }
        // Still waiting (3-D Secure left unanswered): the same attempt may be tried again.
        setError({ message: failureMessage, reason: order.message });
        return false;
      } catch (cause) {
        // A clear answer (declined, refused) closes the attempt; a lost answer, or one still
        // being charged, keeps its key for the next try.
        const settled =
          cause instanceof ApiError && cause.isClientError && cause.code !== "PURCHASE_IN_PROGRESS";
        if (settled) attempts.close();
        setError({
          message: failureMessage,
          reason: cause instanceof Error ? cause.message : null,
        });
        return false;
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: userQueryKey(userId, "me") }),
          queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
          // A switch, made or refused, leaves every preview's amount out of date.
          queryClient.invalidateQueries({ queryKey: userQueryKey(userId, "switch-preview") }),
        ]);
      }
    } finally {
      running.current = false;
      setInProgress(false);
    }
  }

  async function pay() {
    if (chosen !== null) await checkout(async () => chosen);
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

  /** Forgets a finished attempt's error once the buyer changes what it was about (the card). */
  function clearError() {
    if (!running.current) setError(null);
  }

  return {
    pay,
    payWithWallet,
    inProgress,
    error,
    clearError,
    authentication,
    finishAuthentication,
  };
}
