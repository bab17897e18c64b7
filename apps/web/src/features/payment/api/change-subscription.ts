import type { Subscription } from "@creator-checkout/core/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedRequest, useSession } from "@/features/auth";
import { purchaseHistoryRootKey } from "./get-purchase-history";

export type SubscriptionChange = "cancel" | "resume";

/** `POST /api/subscriptions/{id}/cancel` (at the period's end) or `.../resume` (before it). */
export function changeSubscription(subscriptionId: string, change: SubscriptionChange) {
  return authorizedRequest<Subscription>(
    `/api/subscriptions/${encodeURIComponent(subscriptionId)}/${change}`,
    { method: "POST" },
  );
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
