import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import type { SessionToken } from "./session-token";

/**
 * `GET /api/auth/user/claim/{claim}`: spends the claim once and starts the session; the
 * refresh token arrives as an httpOnly cookie, the access token in the answer.
 */
export function exchangeClaim(claim: string): Promise<SessionToken> {
  return callApi(api.exchangeClaim, { params: { claim } });
}
