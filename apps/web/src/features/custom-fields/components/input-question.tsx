import { type HTMLAttributes, useId } from "react";
import {
  describedBy,
  FieldError,
  FieldHint,
  type QuestionProps,
  RequiredMark,
} from "./field-parts";

interface InputQuestionProps extends QuestionProps {
  type: "text" | "url" | "date";
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/** A question answered by typing: short answer, web address, number or date. */
export function InputQuestion({
  label,
  hint,
  required,
  error,
  type,
  value,
  onChange,
  onBlur,
  inputMode,
  autoComplete = "off",
  placeholder,
  maxLength,
}: InputQuestionProps) {
  const inputId = useId();
  const notes = { hint, hintId: useId(), error, errorId: useId() };
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint {...notes} />
      <input
        id={inputId}
        className="field__control"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(notes)}
      />
      <FieldError {...notes} />
    </div>
  );
}
