import type { Passkey } from "@creator-checkout/core/api";
import { authorizedRequest } from "../hooks/session";

/** `POST /api/me/passkeys` (201): keeps the browser's new passkey for the signed-in buyer. */
export function addPasskey(credential: unknown): Promise<Passkey> {
  return authorizedRequest<Passkey>("/api/me/passkeys", { method: "POST", body: credential });
}
