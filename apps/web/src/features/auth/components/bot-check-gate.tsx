import { t } from "@creator-checkout/core/i18n";
import { type ReactNode, useEffect, useRef } from "react";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { useBotCheck } from "../api/get-bot-check";
import { updateAuth } from "../hooks/auth-store";
import { startSolvingProofs, useBotCheckPassed } from "../hooks/bot-proofs";
import { startOnIdleOrInteraction } from "../utils/start-on-idle-or-interaction";
import { BotCheckHost } from "./bot-check-host";

// Only a server with Turnstile's keys uses it: its host loads then, behind the same placeholder.
const TurnstileWidget = lazyWithWords(() =>
  import("./turnstile-widget").then((module) => ({ default: module.TurnstileWidget })),
);

/**
 * product.md §2's bot check. Turnstile's widget comes first and what it guards appears once it
 * has passed. ALTCHA guards without showing itself first (docs/decisions/047): the form is there at
 * once, and the proof of work runs in workers from the first idle moment or the first touch of
 * the form; a sign-in that comes sooner waits for it.
 */
export function BotCheckGate({ children }: { children: ReactNode }) {
  const passed = useBotCheckPassed();
  const botCheck = useBotCheck();

  if (botCheck.data?.kind === "turnstile") {
    const { site_key: siteKey, script_url: scriptUrl } = botCheck.data;
    if (!siteKey || !scriptUrl) return <SignInUnavailable />;
    // The widget stays below the form: it makes the token of each call that starts a sign-in.
    return (
      <div className="bot-check">
        {passed ? children : <p className="card__text">{t("signIn.botCheck.first")}</p>}
        <SuspenseAfterHydration
          fallback={<BotCheckHost hostRef={null} loaded={false} failed={false} />}
        >
          <TurnstileWidget
            siteKey={siteKey}
            scriptUrl={scriptUrl}
            onPassed={(hadFocus) => {
              if (hadFocus) updateAuth({ focus: "contact" });
            }}
          />
        </SuspenseAfterHydration>
      </div>
    );
  }
  // While the kind is unknown the form shows too: ALTCHA is the default, and the server may
  // have told the page already.
  return <AltchaProofs solve={botCheck.data?.kind === "altcha"}>{children}</AltchaProofs>;
}

function AltchaProofs({ solve, children }: { solve: boolean; children: ReactNode }) {
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!solve || !form) return;
    return startOnIdleOrInteraction(form, startSolvingProofs);
  }, [solve]);
  return (
    <div className="bot-check" ref={formRef}>
      {children}
      <p className="field__hint">{t("signIn.botCheck.background")}</p>
    </div>
  );
}

/** The server named Turnstile without the keys the widget needs. */
function SignInUnavailable() {
  return <p className="card__text">{t("signIn.unavailable")}</p>;
}
