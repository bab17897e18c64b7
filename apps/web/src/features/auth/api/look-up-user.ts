import type { UserLookup } from "@creator-checkout/core/api";
import { apiRequest } from "@/lib/api-client";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

export type { UserLookup };

/** `GET /api/oauth/user?email=|phone_number=`; starts a sign-in, so it needs a bot proof. */
export function lookUpUser(identity: SignInIdentity, botProof: string): Promise<UserLookup> {
  const query = new URLSearchParams(identityParams(identity));
  return apiRequest<UserLookup>(`/api/oauth/user?${query}`, {
    headers: { "x-bot-proof": botProof },
  });
}
