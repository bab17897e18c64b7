import { type ChangeEvent, useId } from "react";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  optional?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  type = "text",
  autoComplete,
  multiline = false,
  optional = false,
}: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const controlProps = {
    id: inputId,
    className: "field__control",
    value,
    onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {multiline ? (
        <textarea rows={3} {...controlProps} />
      ) : (
        <input type={type} required={!optional} {...controlProps} />
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
