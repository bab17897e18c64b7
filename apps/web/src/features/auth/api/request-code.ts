import { apiRequest } from "@/lib/api-client";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

/**
 * `POST /api/auth/user/code/init`: sends a one-time code to the e-mail or phone. Passing the
 * flow id of an earlier send (Resend) keeps the same flow; only the newest code works.
 */
export function requestCode(
  identity: SignInIdentity,
  { verifyFlowId, botProof }: { verifyFlowId: string | null; botProof: string },
): Promise<{ sent: true; verify_flow_id: string }> {
  return apiRequest("/api/auth/user/code/init", {
    method: "POST",
    body: {
      ...identityParams(identity),
      ...(verifyFlowId ? { verify_flow_id: verifyFlowId } : {}),
    },
    headers: { "x-bot-proof": botProof },
  });
}
