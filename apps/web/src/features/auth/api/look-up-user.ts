import { apiRequest } from "@/lib/api-client";
import { identityParams, type SignInIdentity } from "../utils/sign-in-identity";

/** What the sign-in form asks next (product.md §7 "GET oauth user"). */
export interface UserLookup {
  has_password: boolean;
  is_new_registration: boolean;
  otp: "required" | "optional" | "hide";
}

/** `GET /api/oauth/user?email=|phone_number=`; starts a sign-in, so it needs a bot proof. */
export function lookUpUser(identity: SignInIdentity, botProof: string): Promise<UserLookup> {
  const query = new URLSearchParams(identityParams(identity));
  return apiRequest<UserLookup>(`/api/oauth/user?${query}`, {
    headers: { "x-bot-proof": botProof },
  });
}
