import type { PasskeyOptions } from "@creator-checkout/core/api";
import { authorizedRequest } from "../hooks/session";

/** `POST /api/me/passkeys/options`: what the browser needs to make a passkey for this buyer. */
export function getPasskeyRegistrationOptions(): Promise<PasskeyOptions> {
  return authorizedRequest<PasskeyOptions>("/api/me/passkeys/options", { method: "POST" });
}
