import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";

/** The publisher's flags as lowercase names. */
export function getFeatureFlags(publisherId: string, signal?: AbortSignal): Promise<string[]> {
  return callApi(api.getFeatureFlags, {}, { publisherId, signal });
}

/** The cache key of a publisher's flags; the server-rendered page inlines them under it. */
export const featureFlagsKey = (publisherId: string) => ["feature-flags", publisherId] as const;

export function useFeatureFlags(publisherId: string) {
  return useQuery({
    queryKey: featureFlagsKey(publisherId),
    queryFn: ({ signal }) => getFeatureFlags(publisherId, signal),
  });
}
