import { t } from "@creator-checkout/core/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import { cancelPasskeyPrompt, signInWithAPasskey } from "../hooks/passkey-actions";
import { browserOffersPasskeyAutofill } from "../utils/passkey-support";
import { FormAlert } from "./form-alert";

/**
 * Signing in with a passkey (docs/decisions/037): the "Sign in with a passkey" button, and, with
 * `autofill`, the buyer's passkeys offered in the e-mail field's autofill where the browser
 * supports it. Loaded with WebAuthn's code only where the browser has WebAuthn.
 */
export function PasskeyControls({ autofill }: { autofill: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The button's prompt replaces the autofill offer; a new round offers it again afterwards.
  const [autofillRound, setAutofillRound] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const autofillEnded = useCallback((message: string | null) => {
    if (message) setError(message);
    setAutofillRound((round) => round + 1);
  }, []);

  async function signIn() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await signInWithAPasskey({ autofill: false });
    // Signed in: the sign-in form gives way to the signed-in view.
    if (outcome.kind === "done" || !mounted.current) return;
    setBusy(false);
    if (outcome.kind === "failed") setError(outcome.message);
    setAutofillRound((round) => round + 1);
  }

  return (
    <div className="passkey-sign-in">
      {autofill ? <PasskeyAutofill key={autofillRound} onEnded={autofillEnded} /> : null}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        data-busy={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t("signIn.passkey.signIn")}
      </button>
      <FormAlert message={error} />
    </div>
  );
}

/**
 * Offers the buyer's passkeys in the e-mail field's autofill (WebAuthn conditional mediation)
 * while it is shown; the offer waits until a passkey is picked there, and ends with the form.
 */
function PasskeyAutofill({ onEnded }: { onEnded: (message: string | null) => void }) {
  useEffect(() => {
    let wanted = true;
    let waiting = false;
    const offerAgain = () => onEnded(null);
    void (async () => {
      if (!(await browserOffersPasskeyAutofill()) || !wanted) return;
      waiting = true;
      const outcome = await signInWithAPasskey({ autofill: true, isWanted: () => wanted });
      waiting = false;
      if (!wanted) return;
      if (outcome.kind === "failed") onEnded(outcome.message);
      // The offer ended without a choice (the window lost focus, say): it is made again once
      // the buyer is back, not in a loop.
      else if (outcome.kind === "dismissed")
        window.addEventListener("focus", offerAgain, { once: true });
    })();
    return () => {
      wanted = false;
      window.removeEventListener("focus", offerAgain);
      if (waiting) void cancelPasskeyPrompt();
    };
  }, [onEnded]);
  return null;
}
