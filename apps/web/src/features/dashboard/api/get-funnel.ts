import type { FunnelReport } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import type { DayRange } from "@creator-checkout/core/funnel";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error";
import { callApi } from "@/lib/call-api";

export type { FunnelReport };

/** The publisher's own figures, for the bearer of its key. */
export function getFunnel(username: string, key: string, range: DayRange, signal?: AbortSignal) {
  return callApi(
    api.getFunnel,
    { params: { username }, query: { from: range.from, to: range.to } },
    { accessToken: key, signal },
  );
}

/** Whether the server refused the key itself (wrong, revoked, another publisher's). */
export const refusedKey = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The figures for one key and range. `keyVersion` stands for the key in the query's cache key,
 * so the key itself is kept nowhere but where the page put it.
 */
export function useFunnel(
  username: string,
  key: string | null,
  keyVersion: number,
  range: DayRange,
) {
  return useQuery({
    queryKey: ["dashboard", username, keyVersion, range.from, range.to] as const,
    queryFn: ({ signal }) => getFunnel(username, key as string, range, signal),
    enabled: key !== null,
    retry: (failures, error) => !refusedKey(error) && failures < 2,
  });
}
