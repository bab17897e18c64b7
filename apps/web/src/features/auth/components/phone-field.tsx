import { t } from "@creator-checkout/core/i18n";
import { type Ref, useId } from "react";

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}

/** product.md §5: a US or Canadian number, so the country code is always +1. */
export function PhoneField({ value, onChange, onBlur, onFocus, error, inputRef }: PhoneFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {t("signIn.phone.label")}
      </label>
      <div className="phone-input">
        <span className="phone-input__prefix" aria-hidden="true">
          +1
        </span>
        <input
          ref={inputRef}
          id={inputId}
          className="field__control phone-input__control"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(201) 555-0123"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
      </div>
      {/* Said as it appears: Continue leaves focus in the field, whose description is not
          read again (WCAG 4.1.3). */}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="field__hint">
        {t("signIn.phone.hint")}
      </p>
    </div>
  );
}
