import { apiRequest } from "@/lib/api-client";
import type { SessionToken } from "./session-token";

/**
 * `GET /api/auth/user/claim/{claim}`: spends the claim once and starts the session; the
 * refresh token arrives as an httpOnly cookie, the access token in the answer.
 */
export function exchangeClaim(claim: string): Promise<SessionToken> {
  return apiRequest<SessionToken>(`/api/auth/user/claim/${encodeURIComponent(claim)}`);
}
