import type { UserLookup } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

export type { UserLookup };

/** `GET /api/oauth/user?email=|phone_number=`; starts a sign-in, so it needs a bot proof. */
export function lookUpUser(identity: SignInIdentity, botProof: string): Promise<UserLookup> {
  return callApi(api.lookUpUser, {
    query: identityParams(identity),
    headers: { "x-bot-proof": botProof },
  });
}
