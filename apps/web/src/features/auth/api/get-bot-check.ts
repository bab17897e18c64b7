import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Which bot check guards sign-in: ALTCHA (challenges from this server) or Turnstile. */
export interface BotCheckConfig {
  kind: "altcha" | "turnstile";
  site_key: string | null;
}

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
