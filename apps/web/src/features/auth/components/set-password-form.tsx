import { t } from "@creator-checkout/core/i18n";
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from "@creator-checkout/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { TextField } from "@/components/text-field";
import { ApiError } from "@/lib/api-error";
import { useSetPassword } from "../api/set-password";
import { FormAlert } from "./form-alert";

interface SetPasswordFormProps {
  /** The buyer's e-mail or phone, so a password manager files the password under it. */
  username: string;
  onDone: (saved: boolean) => void;
}

/** A signed-in buyer without a password sets one, so next time the password step works. */
export function SetPasswordForm({ username, onDone }: SetPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const save = useSetPassword();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const problem = newPasswordProblem(password);
    if (problem) {
      setFieldError(problem);
      inputRef.current?.focus();
      return;
    }
    save.mutate(password, { onSuccess: () => onDone(true) });
  }

  const serverError = save.error
    ? save.error instanceof ApiError
      ? save.error.message
      : t("signIn.error.unknown")
    : null;

  return (
    <form className="form set-password" noValidate onSubmit={onSubmit}>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t("signIn.setPassword.label")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        hint={fieldError ? undefined : t("signIn.setPassword.hint", { count: PASSWORD_MIN_LENGTH })}
        inputRef={inputRef}
      />
      <FormAlert message={serverError} />
      <div className="set-password__actions">
        <button
          type="submit"
          className="button"
          aria-disabled={save.isPending || undefined}
          data-busy={save.isPending || undefined}
        >
          {save.isPending ? (
            <span className="spinner spinner--on-accent" aria-hidden="true" />
          ) : null}
          {t("signIn.setPassword.save")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          {t("signIn.setPassword.cancel")}
        </button>
      </div>
    </form>
  );
}
