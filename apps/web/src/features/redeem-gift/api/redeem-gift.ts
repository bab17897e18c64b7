import type { RedeemGiftResult } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall } from "@/features/auth";
import { giftQueryKey } from "./get-gift";

/** `POST /api/gifts/redeem`: the signed-in recipient turns the gift into their own access. */
export function redeemGift(code: string): Promise<RedeemGiftResult> {
  return authorizedCall(api.redeemGift, { body: { code } });
}

export function useRedeemGift(creator: string, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => redeemGift(code),
    // Redeemed or refused, the gift's state may have changed under the page.
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftQueryKey(creator, code) }),
  });
}
