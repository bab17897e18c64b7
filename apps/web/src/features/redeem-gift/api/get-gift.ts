import type { GiftView } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { rememberPublisherId } from "@/lib/api-client";
import { callApi } from "@/lib/call-api";

export type { GiftView };

/**
 * `GET /api/gifts`: the gift a redeem link opens, with its creator, as anyone holding the link
 * may see it (never the recipient's e-mail). Every later call carries the creator's id.
 */
export async function getGift(
  creator: string,
  code: string,
  signal?: AbortSignal,
): Promise<GiftView> {
  const found = await callApi(api.getGift, { query: { creator, code } }, { signal });
  rememberPublisherId(found.creator.id);
  return found;
}

export function giftQueryKey(creator: string, code: string) {
  return ["gift", creator, code] as const;
}

export function useGift(creator: string, code: string | null) {
  return useQuery({
    queryKey: giftQueryKey(creator, code ?? ""),
    queryFn: ({ signal }) => getGift(creator, code as string, signal),
    enabled: code !== null,
    // A link that does not work will not start working on a retry.
    retry: false,
  });
}
