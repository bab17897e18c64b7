import { t } from "@creator-checkout/core/i18n";
import { type ChangeEvent, type HTMLAttributes, type Ref, useId } from "react";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: string | null;
  /**
   * What to do about the error, when its own words, fixed by the spec, do not say
   * (docs/decisions/155): shown and read after it.
   */
  errorHint?: string | null;
  /** A short help text under the field, read with it by screen readers. */
  hint?: string;
  type?: "text" | "email" | "tel" | "password" | "date";
  /** The earliest and latest values a date field offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  multiline?: boolean;
  optional?: boolean;
  /** The language of what is typed, where it is not the page's (WCAG 3.1.2). */
  lang?: string;
  /**
   * The error is said at once (role=alert): for a form sent with Enter from this field, where
   * focus does not move and the field's description is not read again. Otherwise it is said
   * politely, after what is being read (WCAG 3.3.1, 4.1.3).
   */
  alertsError?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  errorHint,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  inputRef,
  multiline = false,
  optional = false,
  min,
  max,
  lang,
  alertsError = false,
}: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const errorHintId = useId();
  const shownErrorHint = error ? errorHint : null;
  const describedBy = [
    error ? errorId : null,
    shownErrorHint ? errorHintId : null,
    hint ? hintId : null,
  ]
    .filter(Boolean)
    .join(" ");
  const controlProps = {
    id: inputId,
    className: "field__control",
    value,
    onBlur,
    onFocus,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    autoComplete,
    placeholder,
    lang,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optional ? <span className="field__optional"> {t("field.optional")}</span> : null}
      </label>
      {multiline ? (
        <textarea rows={3} {...controlProps} />
      ) : (
        <input
          ref={inputRef}
          type={type}
          inputMode={inputMode}
          min={min}
          max={max}
          required={!optional}
          {...controlProps}
        />
      )}
      {/* In the page before any error, so that an error appearing in it is announced; an
          alerting error announces itself, and its hint is read with the field. */}
      <div className="field__announced" aria-live={alertsError ? undefined : "polite"}>
        {error ? (
          <p id={errorId} className="field__error" role={alertsError ? "alert" : undefined}>
            {error}
          </p>
        ) : null}
        {shownErrorHint ? (
          <p id={errorHintId} className="field__hint">
            {shownErrorHint}
          </p>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
