import type { PropertyOption } from "@creator-checkout/core/catalog";
import { type FocusEvent, useId } from "react";
import {
  describedBy,
  FieldError,
  FieldHint,
  type QuestionProps,
  RequiredMark,
} from "./field-parts";

type ChoiceQuestionProps = QuestionProps & {
  options: readonly PropertyOption[];
  /** Side by side (a yes/no) rather than one under another. */
  inline?: boolean;
  /** Called when focus leaves the whole group, not when it moves between its boxes. */
  onBlur: () => void;
} & (
    | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void }
    | { multiple: false; value: string; onChange: (value: string) => void }
  );

/** Checkboxes (choose any) or radios (choose one) in a fieldset whose legend is the question. */
export function ChoiceQuestion(props: ChoiceQuestionProps) {
  const { label, hint, required, error, options, inline = false, onBlur } = props;
  const name = useId();
  const notes = { hint, hintId: useId(), error, errorId: useId() };
  const isChosen = (value: string) =>
    props.multiple ? props.value.includes(value) : props.value === value;

  function choose(value: string, checked: boolean) {
    if (!props.multiple) {
      props.onChange(value);
      return;
    }
    // Kept in the options' order, so the saved answer does not depend on the clicking order.
    const chosen = new Set(props.value);
    if (checked) chosen.add(value);
    else chosen.delete(value);
    props.onChange(options.map((option) => option.value).filter((v) => chosen.has(v)));
  }

  function leave(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  }

  return (
    <fieldset className="field field--group" aria-describedby={describedBy(notes)} onBlur={leave}>
      <legend className="field__label">
        {label}
        <RequiredMark required={required} group />
      </legend>
      <FieldHint {...notes} />
      <div className={inline ? "options options--inline" : "options"}>
        {options.map((option) => (
          <label key={option.value} className="option">
            <input
              className="option__input"
              type={props.multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              checked={isChosen(option.value)}
              onChange={(event) => choose(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError {...notes} />
    </fieldset>
  );
}
