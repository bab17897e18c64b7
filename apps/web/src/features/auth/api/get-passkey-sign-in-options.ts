import type { PasskeyOptions } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";

/** `POST /api/auth/user/passkey/options`: a single-use challenge for signing in with a passkey. */
export function getPasskeySignInOptions(): Promise<PasskeyOptions> {
  return callApi(api.getPasskeySignInOptions, {});
}
