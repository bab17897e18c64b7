import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import type { SignInIdentity } from "../utils/sign-in-identity";
import type { SessionToken } from "./session-token";

/** `POST /api/oauth/user/login` (product.md §5: e-mail or phone, password and publisher id). */
export function logInWithPassword(
  identity: SignInIdentity,
  { password, publisherId, botProof }: { password: string; publisherId: string; botProof: string },
): Promise<SessionToken> {
  const who = identity.method === "email" ? { email: identity.email } : { phone: identity.phone };
  return callApi(api.logInWithPassword, {
    body: { ...who, password, publisher_id: publisherId },
    headers: { "x-bot-proof": botProof },
  });
}
