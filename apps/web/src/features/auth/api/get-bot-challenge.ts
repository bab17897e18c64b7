import type { Challenge } from "altcha/lib";
import { apiRequest } from "@/lib/api-client";

/** Where the page fetches fresh ALTCHA challenges to solve in its workers. */
const BOT_CHALLENGE_PATH = "/api/bot-check/challenge";

/** `GET /api/bot-check/challenge`: a new ALTCHA proof-of-work challenge, signed by the server. */
export function getBotChallenge(signal?: AbortSignal): Promise<Challenge> {
  return apiRequest<Challenge>(BOT_CHALLENGE_PATH, { signal });
}
