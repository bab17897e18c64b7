import type { Subscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { purchaseHistoryRootKey } from "./get-purchase-history";

/** Cancels at the period's end, saying why when the buyer chose to (docs/decisions/178). */
export function cancelSubscription(
  subscriptionId: string,
  answer: CancelAnswer,
): Promise<Subscription> {
  return authorizedCall(api.cancelSubscription, { params: { subscriptionId }, body: answer });
}

/** Cancels, then reloads the history the page reads the subscription from. */
export function useCancelSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useMutation({
    mutationFn: (answer: CancelAnswer) => cancelSubscription(subscriptionId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
  });
}
