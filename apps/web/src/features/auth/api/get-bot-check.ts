import type { BotCheckConfig } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";

export type { BotCheckConfig };

/** `GET /api/bot-check`. */
export function getBotCheck(signal?: AbortSignal): Promise<BotCheckConfig> {
  return callApi(api.getBotCheck, {}, { signal });
}

/** The cache key of the bot check; the server-rendered page inlines it under it. */
export const botCheckKey = ["bot-check"] as const;

export function useBotCheck() {
  return useQuery({
    queryKey: botCheckKey,
    queryFn: ({ signal }) => getBotCheck(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
