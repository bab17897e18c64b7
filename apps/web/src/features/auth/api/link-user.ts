import { apiRequest } from "@/lib/api-client";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";
import type { SessionToken } from "./session-token";

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
): Promise<SessionToken | { token: null }> {
  return apiRequest<SessionToken | { token: null }>("/api/oauth/user/link", {
    method: "POST",
    body: {
      ...identityParams(identity),
      is_otp_enabled: isOtpEnabled,
      return_token: true,
      creatorUsername,
    },
    headers: { "x-bot-proof": botProof },
  });
}
