import type { FunnelReport } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import type { DayRange } from "@creator-checkout/core/funnel";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error";
import type { Access } from "./store-call";
import { storeCall } from "./store-call";

export type { FunnelReport };

/** Whether the server refused the key itself (wrong, revoked, another publisher's). */
export const refusedKey = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The figures for one caller and range; none while no one may call. `keyVersion` stands for the
 * key in the query's cache key, so the key itself is kept nowhere but where the page put it.
 */
export function useFunnel(access: Access | null, username: string, range: DayRange) {
  return useQuery({
    queryKey: ["dashboard", username, access?.keyVersion, range.from, range.to] as const,
    queryFn: ({ signal }) =>
      storeCall(
        access as Access,
        api.getFunnel,
        { params: { username }, query: { from: range.from, to: range.to } },
        { signal },
      ),
    enabled: access !== null,
    retry: (failures, error) => !refusedKey(error) && failures < 2,
  });
}
