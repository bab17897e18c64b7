import type { HTMLAttributes } from "react";
import { LabelledQuestion, type QuestionProps } from "./field-parts";

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
  return (
    <LabelledQuestion label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <input
          {...control}
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
        />
      )}
    </LabelledQuestion>
  );
}
