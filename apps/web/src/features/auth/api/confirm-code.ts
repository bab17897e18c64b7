import type { CodeConfirmed } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

/** `POST /api/auth/user/code/confirm`: a right code answers a claim to exchange for a session. */
export function confirmCode(identity: SignInIdentity, code: string): Promise<CodeConfirmed> {
  return callApi(api.confirmCode, { body: { ...identityParams(identity), code } });
}
