import type { PasskeyOptions } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { ApiError } from "@/lib/api-error";
import { addPasskey } from "../api/add-passkey";
import { getPasskeyRegistrationOptions } from "../api/get-passkey-registration-options";
import { getPasskeySignInOptions } from "../api/get-passkey-sign-in-options";
import { signInWithPasskey } from "../api/sign-in-with-passkey";
import { isDismissedPrompt } from "../utils/passkey-support";
import { beginSession } from "./session";

// The WebAuthn helpers load only when a passkey is used, so the first view does not carry them.
const loadWebAuthn = () => import("@simplewebauthn/browser");

export type PasskeyOutcome =
  | { kind: "done" }
  | { kind: "dismissed" }
  | { kind: "failed"; message: string };

/**
 * Signs in with a passkey (docs/decisions/037): from the button's prompt, or, with `autofill`,
 * from the e-mail field's autofill offer, which waits until the buyer picks a passkey there.
 */
export async function signInWithAPasskey({
  autofill,
  isWanted = () => true,
}: {
  autofill: boolean;
  /** Asked before the prompt opens: false when its form has gone meanwhile. */
  isWanted?: () => boolean;
}): Promise<PasskeyOutcome> {
  let options: PasskeyOptions;
  let webAuthn: Awaited<ReturnType<typeof loadWebAuthn>>;
  try {
    [options, webAuthn] = await Promise.all([getPasskeySignInOptions(), loadWebAuthn()]);
  } catch (error) {
    // The autofill offer is the page's idea, not the buyer's: if it cannot be set up, the
    // buyer signs in another way and is not told about it.
    if (autofill) return { kind: "dismissed" };
    return {
      kind: "failed",
      message: error instanceof ApiError ? error.message : t("signIn.passkey.failed"),
    };
  }
  if (!isWanted()) return { kind: "dismissed" };
  try {
    const credential = await webAuthn.startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
    beginSession(await signInWithPasskey(credential));
    return { kind: "done" };
  } catch (error) {
    if (error instanceof ApiError) return { kind: "failed", message: error.message };
    // An autofill offer also ends when the window loses focus (a social login's pop-up opening,
    // say): only what the server refused is the buyer's business, the offer starts again.
    if (autofill || isDismissedPrompt(error)) return { kind: "dismissed" };
    return { kind: "failed", message: t("signIn.passkey.failed") };
  }
}

/** Stops a passkey prompt still waiting, such as the autofill offer of a form that is leaving. */
export async function cancelPasskeyPrompt() {
  (await loadWebAuthn()).WebAuthnAbortService.cancelCeremony();
}

/** The signed-in buyer makes a passkey on this device, for signing in next time. */
export async function addAPasskey(): Promise<PasskeyOutcome> {
  try {
    const [options, webAuthn] = await Promise.all([
      getPasskeyRegistrationOptions(),
      loadWebAuthn(),
    ]);
    const credential = await webAuthn.startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    await addPasskey(credential);
    return { kind: "done" };
  } catch (error) {
    if (
      error instanceof Error &&
      "code" in error &&
      error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"
    ) {
      return { kind: "failed", message: t("signIn.passkey.alreadyOnDevice") };
    }
    if (isDismissedPrompt(error)) return { kind: "dismissed" };
    return {
      kind: "failed",
      message: error instanceof ApiError ? error.message : t("signIn.passkey.addFailed"),
    };
  }
}
