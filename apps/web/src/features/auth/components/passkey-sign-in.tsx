import { t } from "@creator-checkout/core/i18n";
import { useEffect, useState } from "react";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { browserHasWebAuthn } from "../utils/passkey-support";

// WebAuthn's code and the passkey prompts are not needed for the first paint: they load once
// the browser is known to have WebAuthn, while a stand-in keeps the button's place.
const PasskeyControls = lazyWithWords(() =>
  import("./passkey-controls").then((module) => ({ default: module.PasskeyControls })),
);

/**
 * Signing in with a passkey (docs/decisions/037), shown only in a browser that has WebAuthn.
 * With `autofill`, the buyer's passkeys are also offered in the e-mail field's autofill.
 */
export function PasskeySignIn({ autofill }: { autofill: boolean }) {
  // Known only in the browser. The button's place is kept from the first paint (the server's
  // too), since nearly every browser has WebAuthn: the rare one without gives it back, rather
  // than every other one pushing what is below down once it knows (a layout shift).
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserHasWebAuthn()), []);
  if (!supported) return null;
  return (
    <SuspenseAfterHydration fallback={<PasskeyButtonStandIn />}>
      <PasskeyControls autofill={autofill} />
    </SuspenseAfterHydration>
  );
}

/** The button as it will look, for the moment its code takes to arrive. */
function PasskeyButtonStandIn() {
  return (
    <div className="passkey-sign-in">
      <button type="button" className="button button--secondary" aria-disabled="true">
        {t("signIn.passkey.signIn")}
      </button>
    </div>
  );
}
