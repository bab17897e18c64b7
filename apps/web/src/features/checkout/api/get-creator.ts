import type { Publisher } from "@creator-checkout/core/catalog";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** `GET /api/client/query/{publisherId}`: the creator's public profile. */
export function getCreator(publisherId: string, signal?: AbortSignal): Promise<Publisher> {
  return apiRequest<Publisher>(`/api/client/query/${encodeURIComponent(publisherId)}`, {
    publisherId,
    signal,
  });
}

export function useCreator(publisherId: string) {
  return useQuery({
    queryKey: ["creator", publisherId],
    queryFn: ({ signal }) => getCreator(publisherId, signal),
  });
}
