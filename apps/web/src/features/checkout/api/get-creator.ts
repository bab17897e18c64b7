import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";

/** The creator's public profile. */
export function getCreator(publisherId: string, signal?: AbortSignal) {
  return callApi(
    api.getCreatorProfile,
    { params: { creatorId: publisherId } },
    { publisherId, signal },
  );
}

export function useCreator(publisherId: string) {
  return useQuery({
    queryKey: ["creator", publisherId],
    queryFn: ({ signal }) => getCreator(publisherId, signal),
  });
}
