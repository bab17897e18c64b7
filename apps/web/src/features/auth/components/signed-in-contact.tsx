import { t } from "@creator-checkout/core/i18n";
import type { Ref } from "react";
import { useMe } from "../api/get-me";
import {
  useLeave,
  usePasskeyAdding,
  usePasswordPanel,
  useSignedInFocus,
  useWebAuthn,
} from "../hooks/use-signed-in-contact";
import { accountLinks, passwordUsername, shownContact } from "../utils/signed-in-state";
import { Address } from "./address";
import { FormAlert } from "./form-alert";
import { SetPasswordForm } from "./set-password-form";

/** product.md §2: the signed-in phone or e-mail with a Change button; sign-out; setting a password. */
export function SignedInContact() {
  const { whoRef, typedLabel } = useSignedInFocus();
  const me = useMe();
  const leave = useLeave();
  const webAuthn = useWebAuthn();
  const passkey = usePasskeyAdding();
  const password = usePasswordPanel();
  const links = accountLinks(me.data, webAuthn, passkey.passkey, password.panel);

  return (
    <div className="signed-in">
      <SignedInAccount
        whoRef={whoRef}
        contact={shownContact(me.data, typedLabel)}
        onChange={() => void leave()}
      />
      {password.panel === "open" ? (
        <SetPasswordForm
          username={passwordUsername(me.data)}
          onDone={(saved) => password.setPanel(saved ? "saved" : "cancelled")}
        />
      ) : null}
      {password.panel === "saved" ? (
        // Focused when it appears (see usePasswordPanel), so it is read out as well as shown.
        <p ref={password.savedRef} tabIndex={-1} role="status" className="signed-in__saved">
          {t("signIn.signedIn.passwordSaved")}
        </p>
      ) : null}
      {passkey.passkey === "added" ? (
        <p ref={passkey.addedRef} tabIndex={-1} role="status" className="signed-in__saved">
          {t("signIn.signedIn.passkeyAdded")}
        </p>
      ) : null}
      <FormAlert message={passkey.error} />
      <p className="sign-in__links sign-in__actions">
        {links.addPasskey ? (
          <>
            <button
              type="button"
              className="link-button"
              aria-disabled={passkey.passkey === "busy" || undefined}
              onClick={() => void passkey.add()}
            >
              {t("signIn.signedIn.addPasskey")}
            </button>
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        {links.setPassword ? (
          <>
            <button
              ref={password.setPasswordRef}
              type="button"
              className="link-button"
              onClick={() => password.setPanel("open")}
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

interface SignedInAccountProps {
  whoRef: Ref<HTMLParagraphElement>;
  contact: string | null;
  onChange: () => void;
}

/** The tick, "Signed in as" with the address, and Change. */
function SignedInAccount({ whoRef, contact, onChange }: SignedInAccountProps) {
  return (
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
      <button type="button" className="button button--secondary button--small" onClick={onChange}>
        {t("signIn.signedIn.change")}
      </button>
    </div>
  );
}
