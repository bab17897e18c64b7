import { t } from "@creator-checkout/core/i18n";
import { type ChangeEvent, type HTMLAttributes, type Ref, useId } from "react";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: string | null;
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
  /**
   * The error is said as it appears (role=alert): for a form sent with Enter from this field,
   * where focus does not move and the field's description is not read again.
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
  alertsError = false,
}: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
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
      {error ? (
        <p id={errorId} className="field__error" role={alertsError ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
