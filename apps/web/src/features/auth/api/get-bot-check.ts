import type { BotCheckConfig } from "@creator-checkout/core/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type { BotCheckConfig };

/** `GET /api/bot-check`. */
export function getBotCheck(signal?: AbortSignal): Promise<BotCheckConfig> {
  return apiRequest<BotCheckConfig>("/api/bot-check", { signal });
}

export function useBotCheck() {
  return useQuery({
    queryKey: ["bot-check"],
    queryFn: ({ signal }) => getBotCheck(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
