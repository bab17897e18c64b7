import type { Subscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { purchaseHistoryRootKey } from "./get-purchase-history";

/** Stays for the store's discount on the next renewals instead of canceling (docs/decisions/182). */
export function takeRetentionOffer(
  subscriptionId: string,
  answer: CancelAnswer,
): Promise<Subscription> {
  return authorizedCall(api.takeRetentionOffer, {
    params: { subscriptionId },
    body: { cancel_answer: answer },
  });
}

/** Takes the offer, then reloads the history the page reads the subscription from. */
export function useTakeRetentionOffer(subscriptionId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useMutation({
    mutationFn: (answer: CancelAnswer) => takeRetentionOffer(subscriptionId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
  });
}

/**
 * Switches to a cheaper option of the same product from the next renewal, instead of canceling
 * (docs/decisions/182): a switch later, under one Idempotency-Key per press, with the answer.
 */
export function switchInstead(productOptionId: string, answer: CancelAnswer) {
  return authorizedCall(api.switchOption, {
    params: { productOptionId },
    headers: { "idempotency-key": crypto.randomUUID() },
    body: { pay_now: false, cancel_answer: answer },
  });
}

/** Switches instead of canceling, then reloads the history the page reads the subscription from. */
export function useSwitchInstead() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useMutation({
    mutationFn: ({ productOptionId, answer }: { productOptionId: string; answer: CancelAnswer }) =>
      switchInstead(productOptionId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
  });
}
