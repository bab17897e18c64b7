import type { SessionTokenResponse } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";

/**
 * `POST /api/oauth/user/token`: trades the refresh cookie for a new access token (and rotates
 * the cookie). 401 when there is no session; 409 when another tab renewed it a moment ago.
 * `{ token: null }` is read as "no session" too.
 */
export function refreshSession(): Promise<SessionTokenResponse> {
  return callApi(api.refreshSession, {});
}
