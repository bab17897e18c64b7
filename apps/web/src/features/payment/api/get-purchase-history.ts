import type { PurchaseHistory } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { authorizedCall, userQueryKey, useSession } from "@/features/auth";

export type { PurchaseHistory };

/** All of the buyer's history queries, whatever option they were asked for. */
export function purchaseHistoryRootKey(userId: string | null) {
  return userQueryKey(userId, "purchase-history");
}

export function getPurchaseHistory(
  productOptionId: string,
  signal?: AbortSignal,
): Promise<PurchaseHistory> {
  return authorizedCall(
    api.getPurchaseHistory,
    { query: { product_option_id: productOptionId } },
    { signal },
  );
}

/**
 * The buyer's current option of this option's product, the one queued next, their payments
 * here and their subscription; nothing is asked before someone is signed in.
 */
export function usePurchaseHistory(productOptionId: string | null) {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useQuery({
    queryKey: [...purchaseHistoryRootKey(userId), productOptionId],
    queryFn: ({ signal }) => getPurchaseHistory(productOptionId as string, signal),
    enabled: userId !== null && productOptionId !== null,
    // Picking another option of the product asks again; meanwhile the buyer still holds what
    // they held, so the page keeps its mode and its tab rather than flicker to "default".
    placeholderData: keepPreviousData,
  });
}
