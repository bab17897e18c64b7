import type { PropertyOption } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { LabelledQuestion, type QuestionProps } from "./field-parts";

interface SelectQuestionProps extends QuestionProps {
  options: readonly PropertyOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
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
  onBlur,
}: SelectQuestionProps) {
  return (
    <LabelledQuestion label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <select
          {...control}
          className="field__control field__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required={required}
        >
          <option value="">{t("customFields.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledQuestion>
  );
}
