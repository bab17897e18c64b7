import type { Passkey } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { isPasskeyTransport } from "@creator-checkout/core/sign-in";
import type { RegistrationResponseJSON } from "@simplewebauthn/browser";
import { authorizedCall } from "../hooks/session";

/** `POST /api/me/passkeys` (201): keeps the browser's new passkey for the signed-in buyer. */
export function addPasskey(credential: RegistrationResponseJSON): Promise<Passkey> {
  const { id, rawId, type, authenticatorAttachment, response } = credential;
  return authorizedCall(api.addPasskey, {
    body: {
      id,
      rawId,
      type,
      authenticatorAttachment,
      response: {
        clientDataJSON: response.clientDataJSON,
        attestationObject: response.attestationObject,
        // A transport newer than this API is left out rather than refusing the passkey.
        transports: response.transports?.filter(isPasskeyTransport),
      },
    },
  });
}
