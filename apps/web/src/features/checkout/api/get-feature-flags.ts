import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** `POST /api/feature_flags`: the publisher's flags as lowercase names. */
export function getFeatureFlags(publisherId: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>("/api/feature_flags", { method: "POST", publisherId, signal });
}

/** The cache key of a publisher's flags; the server-rendered page inlines them under it. */
export const featureFlagsKey = (publisherId: string) => ["feature-flags", publisherId] as const;

export function useFeatureFlags(publisherId: string) {
  return useQuery({
    queryKey: featureFlagsKey(publisherId),
    queryFn: ({ signal }) => getFeatureFlags(publisherId, signal),
  });
}
