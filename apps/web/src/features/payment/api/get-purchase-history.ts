import type { PurchaseHistory } from "@creator-checkout/core/api";
import { useQuery } from "@tanstack/react-query";
import { authorizedRequest, userQueryKey, useSession } from "@/features/auth";

export type { PurchaseHistory };

/** All of the buyer's history queries, whatever option they were asked for. */
export function purchaseHistoryRootKey(userId: string | null) {
  return userQueryKey(userId, "purchase-history");
}

export function getPurchaseHistory(
  productOptionId: string,
  signal?: AbortSignal,
): Promise<PurchaseHistory> {
  const query = new URLSearchParams({ product_option_id: productOptionId });
  return authorizedRequest<PurchaseHistory>(`/api/purchase/history?${query}`, { signal });
}

/** The buyer's current option of this option's product, and the one queued next. */
export function usePurchaseHistory(productOptionId: string) {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useQuery({
    queryKey: [...purchaseHistoryRootKey(userId), productOptionId],
    queryFn: ({ signal }) => getPurchaseHistory(productOptionId, signal),
    enabled: userId !== null,
  });
}
