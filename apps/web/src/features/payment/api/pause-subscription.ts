import type { Subscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import type { CancelAnswer } from "@creator-checkout/core/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { purchaseHistoryRootKey } from "./get-purchase-history";

/**
 * Pauses for `periods` whole periods, where the store allows (docs/decisions/175); taken
 * instead of canceling, with the buyer's answer (docs/decisions/178).
 */
export function pauseSubscription(
  subscriptionId: string,
  periods: number,
  cancelAnswer?: CancelAnswer,
): Promise<Subscription> {
  return authorizedCall(api.pauseSubscription, {
    params: { subscriptionId },
    body: cancelAnswer ? { periods, cancel_answer: cancelAnswer } : { periods },
  });
}

/** Pauses, then reloads the history the page reads the subscription from. */
export function usePauseSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useMutation({
    mutationFn: ({ periods, cancelAnswer }: { periods: number; cancelAnswer?: CancelAnswer }) =>
      pauseSubscription(subscriptionId, periods, cancelAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
  });
}
