import { t } from "@creator-checkout/core/i18n";
import { required } from "@creator-checkout/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { TextField } from "@/components/text-field";
import { Translated } from "@/lib/translated";
import { takeFocus, useAuthState } from "../hooks/auth-store";
import { changeContactInfo, resendCode, submitPassword } from "../hooks/sign-in-actions";
import { Address } from "./address";
import { FormAlert } from "./form-alert";
import { loadCodeStep } from "./load-code-step";
import { SubmitButton } from "./submit-button";

/** A returning buyer with a password: the password, or a code instead. */
export function PasswordStep() {
  const { info, otp, focus } = useAuthState();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus === "password" && takeFocus("password")) inputRef.current?.focus();
  }, [focus]);

  if (!info) return null;
  const byPhone = info.identity.method === "sms";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp.inProgress) return;
    const message = required(password);
    setFieldError(message ?? null);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    await submitPassword(password);
  }

  return (
    <form className="form sign-in" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="sign-in__lead">
        <Translated
          id="signIn.password.welcome"
          values={{ address: <Address label={info.label} /> }}
        />
      </p>
      {/* Lets password managers file the password under the right account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={info.label}
        readOnly
        hidden
      />
      <TextField
        label={t("signIn.password.label")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        inputRef={inputRef}
      />
      <FormAlert message={otp.error} />
      <SubmitButton busy={otp.inProgress}>{t("signIn.password.submit")}</SubmitButton>
      <p className="sign-in__links sign-in__actions">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            void loadCodeStep();
            void resendCode();
          }}
        >
          {byPhone ? t("signIn.password.textCode") : t("signIn.password.emailCode")}
        </button>
        <span aria-hidden="true"> · </span>
        <button type="button" className="link-button" onClick={changeContactInfo}>
          {t("signIn.changeContact")}
        </button>
      </p>
    </form>
  );
}
