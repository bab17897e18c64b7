import type { RelyingParty } from "../domain/passkeys/relying-party";
import type { AuthContext } from "./auth-context";

/** What the passkey routes need: the sign-in context and the host passkeys belong to. */
export interface PasskeyContext extends AuthContext {
  relyingParty: RelyingParty;
}
