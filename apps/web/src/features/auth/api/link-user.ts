import type { SessionTokenResponse } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

/**
 * `POST /api/oauth/user/link` (product.md §7): registers a new buyer, with the creator's username
 * (product.md §5 "Register"). It answers a session only when the creator lets new buyers skip the
 * code; otherwise `{ token: null }` and a code follows.
 */
export function linkUser(
  identity: SignInIdentity,
  {
    isOtpEnabled,
    creatorUsername,
    botProof,
  }: { isOtpEnabled: boolean; creatorUsername: string; botProof: string },
): Promise<SessionTokenResponse> {
  return callApi(api.registerUser, {
    body: {
      ...identityParams(identity),
      is_otp_enabled: isOtpEnabled,
      return_token: true,
      creatorUsername,
    },
    headers: { "x-bot-proof": botProof },
  });
}
