import { useId } from "react";

/** A labelled choice of a few values, with its error and hint read with it. */
export function SelectField<Value extends string>({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  error,
  hint,
}: {
  label: string;
  value: Value;
  choices: ReadonlyArray<readonly [Value, string]>;
  onChange: (value: Value) => void;
  disabled?: boolean;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control field__select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(" ") || undefined}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
