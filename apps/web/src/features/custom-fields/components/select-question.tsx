import type { PropertyOption } from "@creator-checkout/core/catalog";
import { useId } from "react";
import {
  describedBy,
  FieldError,
  FieldHint,
  type QuestionProps,
  RequiredMark,
} from "./field-parts";

interface SelectQuestionProps extends QuestionProps {
  options: readonly PropertyOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A dropdown question: one option from a list. */
export function SelectQuestion({
  label,
  hint,
  required,
  error,
  options,
  value,
  onChange,
}: SelectQuestionProps) {
  const selectId = useId();
  const notes = { hint, hintId: useId(), error, errorId: useId() };
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint {...notes} />
      <select
        id={selectId}
        className="field__control field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(notes)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError {...notes} />
    </div>
  );
}
