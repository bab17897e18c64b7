import { t } from "@creator-checkout/core/i18n";
import { useEffect, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import { browserHasWebAuthn } from "../utils/passkey-support";
import { type PasskeyState, type PasswordPanel, passkeyAfter } from "../utils/signed-in-state";
import { takeFocus, useAuthState } from "./auth-store";
import { addAPasskey } from "./passkey-actions";
import { useSignOut } from "./use-sign-out";

/**
 * The sign-in form has gone: focus goes to who signed in, at the top of what appeared in its
 * place, and the sign-in is said (WCAG 2.4.3 and 4.1.3; docs/decisions/072).
 */
export function useSignedInFocus() {
  const { info, focus } = useAuthState();
  const whoRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus !== "signed-in" || !takeFocus("signed-in")) return;
    whoRef.current?.focus();
    announce(
      info
        ? t("signIn.signedIn.announceAs", { address: info.label })
        : t("signIn.signedIn.announce"),
    );
  }, [focus, info]);
  return { whoRef, typedLabel: info?.label ?? null };
}

/** Known only in the browser, so the server's first view and hydration agree. */
export function useWebAuthn(): boolean {
  const [webAuthn, setWebAuthn] = useState(false);
  useEffect(() => setWebAuthn(browserHasWebAuthn()), []);
  return webAuthn;
}

/** "Add a passkey": busy while the browser asks, then the note that it was added (focused). */
export function usePasskeyAdding() {
  const [passkey, setPasskey] = useState<PasskeyState>("idle");
  const [error, setError] = useState<string | null>(null);
  const addedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (passkey === "added") addedRef.current?.focus();
  }, [passkey]);

  async function add() {
    if (passkey === "busy") return;
    setPasskey("busy");
    setError(null);
    const after = passkeyAfter(await addAPasskey());
    setPasskey(after.passkey);
    if (after.error !== null) setError(after.error);
  }
  return { passkey, error, addedRef, add };
}

/** The password form; when it closes, focus goes back where the person can carry on. */
export function usePasswordPanel() {
  const [panel, setPanel] = useState<PasswordPanel>("closed");
  const setPasswordRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (panel === "cancelled") setPasswordRef.current?.focus();
    if (panel === "saved") savedRef.current?.focus();
  }, [panel]);
  return { panel, setPanel, setPasswordRef, savedRef };
}

/** "Change" and "Sign out": the session ends once, and the sign-out is said. */
export function useLeave() {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  return async function leave() {
    if (signingOut) return;
    setSigningOut(true);
    await signOut("contact");
    // Said, and no "Signed in as" left behind in the page's news.
    announce(t("signIn.signedIn.signedOut"));
  };
}
