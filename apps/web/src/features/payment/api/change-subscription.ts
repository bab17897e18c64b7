import type { Subscription } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { purchaseHistoryRootKey } from "./get-purchase-history";

const changeRoutes = { cancel: api.cancelSubscription, resume: api.resumeSubscription };

export type SubscriptionChange = keyof typeof changeRoutes;

/** Cancels at the period's end, or resumes before it. */
export function changeSubscription(
  subscriptionId: string,
  change: SubscriptionChange,
): Promise<Subscription> {
  return authorizedCall(changeRoutes[change], { params: { subscriptionId } });
}

/** Cancels or resumes, then reloads the history the page reads the subscription from. */
export function useChangeSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useMutation({
    mutationFn: (change: SubscriptionChange) => changeSubscription(subscriptionId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseHistoryRootKey(userId) }),
  });
}
