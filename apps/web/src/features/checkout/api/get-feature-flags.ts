import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** `POST /api/feature_flags`: the publisher's flags as lowercase names. */
export function getFeatureFlags(publisherId: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>("/api/feature_flags", { method: "POST", publisherId, signal });
}

export function useFeatureFlags(publisherId: string) {
  return useQuery({
    queryKey: ["feature-flags", publisherId],
    queryFn: ({ signal }) => getFeatureFlags(publisherId, signal),
  });
}
