import type { BotChallenge } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";

/** `GET /api/bot-check/challenge`: a new ALTCHA proof-of-work challenge, signed by the server. */
export function getBotChallenge(signal?: AbortSignal): Promise<BotChallenge> {
  return callApi(api.getBotChallenge, {}, { signal });
}
