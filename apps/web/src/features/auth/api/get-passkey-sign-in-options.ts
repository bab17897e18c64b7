import type { PasskeyOptions } from "@creator-checkout/core/api";
import { apiRequest } from "@/lib/api-client";

/** `POST /api/auth/user/passkey/options`: a single-use challenge for signing in with a passkey. */
export function getPasskeySignInOptions(): Promise<PasskeyOptions> {
  return apiRequest<PasskeyOptions>("/api/auth/user/passkey/options", { method: "POST" });
}
