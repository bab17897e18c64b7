import { t } from "@creator-checkout/core/i18n";
import { useEffect, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import { useMe } from "../api/get-me";
import { takeFocus, useAuthState } from "../hooks/auth-store";
import { addAPasskey } from "../hooks/passkey-actions";
import { useSignOut } from "../hooks/use-sign-out";
import { formatPhone } from "../utils/format-phone";
import { browserHasWebAuthn } from "../utils/passkey-support";
import { Address } from "./address";
import { FormAlert } from "./form-alert";
import { SetPasswordForm } from "./set-password-form";

type PasswordPanel = "closed" | "open" | "cancelled" | "saved";
type PasskeyState = "idle" | "busy" | "added";

/** product.md §2: the signed-in phone or e-mail with a Change button; sign-out; setting a password. */
export function SignedInContact() {
  const { info, focus } = useAuthState();
  const me = useMe();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const [passwordPanel, setPasswordPanel] = useState<PasswordPanel>("closed");
  const setPasswordRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const [webAuthn, setWebAuthn] = useState(false);
  const [passkey, setPasskey] = useState<PasskeyState>("idle");
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const passkeyAddedRef = useRef<HTMLParagraphElement>(null);
  const whoRef = useRef<HTMLParagraphElement>(null);

  // The sign-in form has gone: focus goes to who signed in, at the top of what appeared in its
  // place, and the sign-in is said (WCAG 2.4.3 and 4.1.3; docs/decisions/072).
  useEffect(() => {
    if (focus !== "signed-in" || !takeFocus("signed-in")) return;
    whoRef.current?.focus();
    announce(
      info
        ? t("signIn.signedIn.announceAs", { address: info.label })
        : t("signIn.signedIn.announce"),
    );
  }, [focus, info]);

  // Known only in the browser, so the server's first view and hydration agree.
  useEffect(() => setWebAuthn(browserHasWebAuthn()), []);
  useEffect(() => {
    if (passkey === "added") passkeyAddedRef.current?.focus();
  }, [passkey]);

  // When the password form closes, focus goes back where the person can carry on.
  useEffect(() => {
    if (passwordPanel === "cancelled") setPasswordRef.current?.focus();
    if (passwordPanel === "saved") savedRef.current?.focus();
  }, [passwordPanel]);

  const contact = me.data
    ? (me.data.email ?? (me.data.phone ? formatPhone(me.data.phone) : null))
    : (info?.label ?? null);
  // Only a buyer who proved the address may set a password; the server refuses the others.
  const canSetPassword = me.data ? me.data.verified && !me.data.has_password : false;
  // Likewise a passkey, which is itself a proof of the address (docs/decisions/037).
  const canAddPasskey = webAuthn && me.data?.verified === true && passkey !== "added";

  async function addPasskey() {
    if (passkey === "busy") return;
    setPasskey("busy");
    setPasskeyError(null);
    const outcome = await addAPasskey();
    setPasskey(outcome.kind === "done" ? "added" : "idle");
    if (outcome.kind === "failed") setPasskeyError(outcome.message);
  }

  async function leave() {
    if (signingOut) return;
    setSigningOut(true);
    await signOut("contact");
    // Said, and no "Signed in as" left behind in the page's news.
    announce(t("signIn.signedIn.signedOut"));
  }

  return (
    <div className="signed-in">
      <div className="signed-in__account">
        <span className="signed-in__badge">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path
              d="M5 10.5l3 3 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <p ref={whoRef} tabIndex={-1} className="signed-in__who">
          <span className="signed-in__label">{t("signIn.signedIn.as")}</span>
          {contact ? <Address label={contact} className="signed-in__contact" /> : "…"}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void leave()}
        >
          {t("signIn.signedIn.change")}
        </button>
      </div>
      {passwordPanel === "open" ? (
        <SetPasswordForm
          username={me.data?.email ?? me.data?.phone ?? ""}
          onDone={(saved) => setPasswordPanel(saved ? "saved" : "cancelled")}
        />
      ) : null}
      {passwordPanel === "saved" ? (
        // Focused when it appears (see above), so it is read out as well as shown.
        <p ref={savedRef} tabIndex={-1} role="status" className="signed-in__saved">
          {t("signIn.signedIn.passwordSaved")}
        </p>
      ) : null}
      {passkey === "added" ? (
        <p ref={passkeyAddedRef} tabIndex={-1} role="status" className="signed-in__saved">
          {t("signIn.signedIn.passkeyAdded")}
        </p>
      ) : null}
      <FormAlert message={passkeyError} />
      <p className="sign-in__links sign-in__actions">
        {canAddPasskey ? (
          <>
            <button
              type="button"
              className="link-button"
              aria-disabled={passkey === "busy" || undefined}
              onClick={() => void addPasskey()}
            >
              {t("signIn.signedIn.addPasskey")}
            </button>
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        {canSetPassword && passwordPanel !== "open" ? (
          <>
            <button
              ref={setPasswordRef}
              type="button"
              className="link-button"
              onClick={() => setPasswordPanel("open")}
            >
              {t("signIn.signedIn.setPassword")}
            </button>
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        <button type="button" className="link-button" onClick={() => void leave()}>
          {t("signIn.signedIn.signOut")}
        </button>
      </p>
    </div>
  );
}
