/** Whether this browser can make and use passkeys at all (it has WebAuthn). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Whether this browser offers passkeys in a field's autofill (WebAuthn conditional mediation). */
export async function browserOffersPasskeyAutofill(): Promise<boolean> {
  if (!browserHasWebAuthn()) return false;
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/**
 * A prompt the buyer closed, or one the page itself replaced: nothing went wrong, so nothing
 * alarming is said.
 */
export function isDismissedPrompt(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}
