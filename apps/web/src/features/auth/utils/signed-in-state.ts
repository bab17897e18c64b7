import type { Me } from "@creator-checkout/core/api";
import type { PasskeyOutcome } from "../hooks/passkey-actions";
import { formatPhone } from "./format-phone";

type Account = Pick<Me, "email" | "phone" | "verified" | "has_password">;

/** The "Set a password" form: not asked for, open, or closed by Cancel or by saving. */
export type PasswordPanel = "closed" | "open" | "cancelled" | "saved";
export type PasskeyState = "idle" | "busy" | "added";

/** Who is signed in, as shown: the account's address once loaded, else the one just typed. */
export function shownContact(me: Account | undefined, typedLabel: string | null): string | null {
  if (!me) return typedLabel;
  return me.email ?? (me.phone ? formatPhone(me.phone) : null);
}

/** The links under the account beside "Sign out". */
export function accountLinks(
  me: Account | undefined,
  webAuthn: boolean,
  passkey: PasskeyState,
  panel: PasswordPanel,
) {
  // Only a buyer who proved the address may set a password; the server refuses the others.
  const canSetPassword = me ? me.verified && !me.has_password : false;
  return {
    // Likewise a passkey, which is itself a proof of the address (docs/decisions/037).
    addPasskey: webAuthn && me?.verified === true && passkey !== "added",
    setPassword: canSetPassword && panel !== "open",
  };
}

/** The password manager's name for the account the password is saved for. */
export function passwordUsername(me: Account | undefined): string {
  return me?.email ?? me?.phone ?? "";
}

/** What adding a passkey leaves: added, or the link back with the reason it failed, if any. */
export function passkeyAfter(outcome: PasskeyOutcome): {
  passkey: PasskeyState;
  error: string | null;
} {
  if (outcome.kind === "done") return { passkey: "added", error: null };
  return { passkey: "idle", error: outcome.kind === "failed" ? outcome.message : null };
}
