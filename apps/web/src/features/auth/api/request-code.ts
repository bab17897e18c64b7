import type { CodeSent } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

/**
 * `POST /api/auth/user/code/init`: sends a one-time code to the e-mail or phone. Passing the
 * flow id of an earlier send (Resend) keeps the same flow; only the newest code works.
 */
export function requestCode(
  identity: SignInIdentity,
  { verifyFlowId, botProof }: { verifyFlowId: string | null; botProof: string },
): Promise<CodeSent> {
  return callApi(api.requestCode, {
    body: {
      ...identityParams(identity),
      ...(verifyFlowId ? { verify_flow_id: verifyFlowId } : {}),
    },
    headers: { "x-bot-proof": botProof },
  });
}
