import { t } from "@creator-checkout/core/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { errorSuggestion } from "@/lib/error-suggestion";
import { Translated } from "@/lib/translated";
import { useDebouncedHandler } from "@/lib/use-debounced-handler";
import { takeFocus, useAuthState } from "../hooks/auth-store";
import { changeContactInfo, resendCode, submitCode } from "../hooks/sign-in-actions";
import { Address } from "./address";
import { CodeInput } from "./code-input";

/** product.md §2 one-time-code block: the instruction, six boxes, Resend and change contact info. */
export function CodeStep() {
  const { info, otp, focus } = useAuthState();
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const instructionId = useId();
  const errorId = useId();
  const errorHintId = useId();
  const errorHint = errorSuggestion(
    otp.error,
    "signIn.error.invalidCode",
    "signIn.error.invalidCodeHint",
  );

  useEffect(() => {
    if (focus === "code" && takeFocus("code")) inputRef.current?.focus();
  }, [focus]);

  const resend = useDebouncedHandler(async () => {
    if (otp.inProgress) return;
    setNotice(null);
    setCode("");
    const sent = await resendCode();
    if (sent && info) setNotice(t("signIn.code.resent", { address: info.label }));
    inputRef.current?.focus();
  });

  if (!info) return null;

  async function submit(value: string) {
    setNotice(null);
    const signedIn = await submitCode(value);
    // A refused code is cleared, so the next try starts in the first box.
    if (!signedIn) setCode("");
  }

  return (
    <div className="sign-in code-step">
      <p id={instructionId} className="sign-in__lead">
        <Translated
          id="signIn.code.instruction"
          values={{ address: <Address label={info.label} /> }}
        />
      </p>
      <div className="code-step__entry">
        <label className="visually-hidden" htmlFor={inputId}>
          {t("signIn.code.label")}
        </label>
        <CodeInput
          id={inputId}
          value={code}
          onChange={setCode}
          onComplete={(value: string) => void submit(value)}
          describedBy={[instructionId, otp.error ? errorId : null, errorHint ? errorHintId : null]
            .filter(Boolean)
            .join(" ")}
          invalid={Boolean(otp.error)}
          busy={otp.inProgress}
          inputRef={inputRef}
        />
        {otp.error ? (
          <p id={errorId} className="field__error code-step__message" role="alert">
            {otp.error}
          </p>
        ) : null}
        {errorHint ? (
          <p id={errorHintId} className="field__hint code-step__message">
            {errorHint}
          </p>
        ) : null}
        <div role="status">
          {otp.inProgress ? (
            <p className="field__hint code-step__message">
              <span className="spinner" aria-hidden="true" /> {t("signIn.code.checking")}
            </p>
          ) : notice ? (
            <p className="field__hint code-step__message">{notice}</p>
          ) : null}
        </div>
      </div>
      <p className="sign-in__links">
        <Translated
          id="signIn.code.resendLine"
          values={{
            resend: (
              <button type="button" className="link-button" onClick={(event) => void resend(event)}>
                {t("signIn.code.resend")}
              </button>
            ),
            change: (
              <button type="button" className="link-button" onClick={changeContactInfo}>
                {t("signIn.changeContact")}
              </button>
            ),
          }}
        />
      </p>
    </div>
  );
}
