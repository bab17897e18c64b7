import { apiRequest } from "@/lib/api-client";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

/** `POST /api/auth/user/code/confirm`: a right code answers a claim to exchange for a session. */
export function confirmCode(
  identity: SignInIdentity,
  code: string,
): Promise<{ verifyFlowId: string; claim: string }> {
  return apiRequest("/api/auth/user/code/confirm", {
    method: "POST",
    body: { ...identityParams(identity), code },
  });
}
