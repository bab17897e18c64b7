import type { SwitchPreview } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { authorizedCall, userQueryKey, useSession } from "@/features/auth";

export type { SwitchPreview };

export interface SwitchTarget {
  productOptionId: string;
  /** Integer minor units, only for an option whose buyer chooses the amount (principle P7). */
  customPriceMinor: number | null;
}

/** `GET /api/purchase/switch/{id}`: what switching to the option would cost, before committing. */
export function getSwitchPreview(target: SwitchTarget, signal?: AbortSignal) {
  return authorizedCall(
    api.previewSwitch,
    {
      params: { productOptionId: target.productOptionId },
      query: target.customPriceMinor === null ? {} : { custom_price: target.customPriceMinor },
    },
    { signal },
  );
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
