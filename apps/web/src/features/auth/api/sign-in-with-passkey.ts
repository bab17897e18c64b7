import * as api from "@creator-checkout/core/api-routes";
import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { callApi } from "@/lib/call-api";
import type { SessionToken } from "./session-token";

/**
 * `POST /api/auth/user/passkey`: the browser's signed answer starts a session, as a confirmed
 * code does; the refresh token arrives as an httpOnly cookie, the access token in the answer.
 */
export function signInWithPasskey(credential: AuthenticationResponseJSON): Promise<SessionToken> {
  const { id, rawId, type, authenticatorAttachment, response } = credential;
  return callApi(api.signInWithPasskey, {
    body: { id, rawId, type, authenticatorAttachment, response },
  });
}
