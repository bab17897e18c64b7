import type { PasskeyOptions } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "../hooks/session";

/** `POST /api/me/passkeys/options`: what the browser needs to make a passkey for this buyer. */
export function getPasskeyRegistrationOptions(): Promise<PasskeyOptions> {
  return authorizedCall(api.getPasskeyRegistrationOptions, {});
}
