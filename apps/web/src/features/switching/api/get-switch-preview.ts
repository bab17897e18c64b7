import type { SwitchPreview } from "@creator-checkout/core/api";
import { useQuery } from "@tanstack/react-query";
import { authorizedRequest, userQueryKey, useSession } from "@/features/auth";

export type { SwitchPreview };

export interface SwitchTarget {
  productOptionId: string;
  /** Integer minor units, only for an option whose buyer chooses the amount (principle P7). */
  customPriceMinor: number | null;
}

/** `GET /api/purchase/switch/{id}`: what switching to the option would cost, before committing. */
export function getSwitchPreview(target: SwitchTarget, signal?: AbortSignal) {
  const query = new URLSearchParams(
    target.customPriceMinor === null ? {} : { custom_price: String(target.customPriceMinor) },
  );
  const path = `/api/purchase/switch/${encodeURIComponent(target.productOptionId)}`;
  return authorizedRequest<SwitchPreview>(query.size ? `${path}?${query}` : path, { signal });
}

/**
 * product.md §4 "Switch mode choices": the exact amount of a switch, shown before the buyer
 * commits (docs/decisions/031). The change-option panel and the pay button read the same query.
 */
export function useSwitchPreview(target: SwitchTarget | null) {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useQuery({
    queryKey: [
      ...userQueryKey(userId, "switch-preview"),
      target?.productOptionId,
      target?.customPriceMinor,
    ],
    queryFn: ({ signal }) => getSwitchPreview(target as SwitchTarget, signal),
    enabled: userId !== null && target !== null,
  });
}
