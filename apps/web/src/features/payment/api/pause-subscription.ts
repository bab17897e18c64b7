import type { Subscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { purchaseHistoryRootKey } from "./get-purchase-history";

/** Pauses for `periods` whole periods, where the store allows (docs/decisions/175). */
export function pauseSubscription(subscriptionId: string, periods: number): Promise<Subscription> {
  return authorizedCall(api.pauseSubscription, { params: { subscriptionId }, body: { periods } });
}

/** Pauses, then reloads the history the page reads the subscription from. */
export function usePauseSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useMutation({
    mutationFn: (periods: number) => pauseSubscription(subscriptionId, periods),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
  });
}
