import type { ReactNode } from "react";
import { useBotCheck } from "../api/get-bot-check";
import { updateAuth } from "../hooks/auth-store";
import { botCheckPassed, useBotCheckPassed } from "../hooks/bot-proofs";
import { AltchaWidget } from "./altcha-widget";
import { TurnstileWidget } from "./turnstile-widget";

/** product.md §2: the bot-check widget comes first; what it guards appears once the check has passed. */
export function BotCheckGate({ children }: { children: ReactNode }) {
  const passed = useBotCheckPassed();
  const botCheck = useBotCheck();

  if (botCheck.data?.kind === "turnstile") {
    const { site_key: siteKey, script_url: scriptUrl } = botCheck.data;
    if (!siteKey || !scriptUrl) return <SignInUnavailable />;
    // The widget stays below the form: it makes the token of each call that starts a sign-in.
    return (
      <div className="bot-check">
        {passed ? (
          children
        ) : (
          <p className="card__text">First, a quick check that you're a person.</p>
        )}
        <TurnstileWidget
          siteKey={siteKey}
          scriptUrl={scriptUrl}
          onPassed={(hadFocus) => {
            if (hadFocus) updateAuth({ focus: "contact" });
          }}
        />
      </div>
    );
  }
  if (passed) return children;
  if (botCheck.isPending) return <AltchaPlaceholder />;
  if (botCheck.isError) {
    return (
      <div className="form-alert" role="alert">
        <p>The verification could not load.</p>
        <button type="button" className="link-button" onClick={() => void botCheck.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="bot-check">
      <p className="card__text">First, a quick automatic check that you're a person.</p>
      <AltchaWidget
        onVerified={(payload, hadFocus) => {
          // The widget is about to go: if the person was on it, carry focus to the form.
          if (hadFocus) updateAuth({ focus: "contact" });
          botCheckPassed(payload);
        }}
      />
    </div>
  );
}

/** The server named Turnstile without the keys the widget needs. */
function SignInUnavailable() {
  return (
    <p className="card__text">
      Sign-in is unavailable on this page right now. Please try again later.
    </p>
  );
}

function AltchaPlaceholder() {
  return (
    <div className="bot-check__placeholder">
      <span className="spinner" aria-hidden="true" />
      <span role="status">Loading verification…</span>
    </div>
  );
}
