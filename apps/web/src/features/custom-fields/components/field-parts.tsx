import { t } from "@creator-checkout/core/i18n";
import { type ReactNode, useId } from "react";

/** Pieces every question shares: the required mark, the hint and the error. */

/**
 * A visible star for sighted buyers. Inputs say "required" themselves (the `required`
 * attribute); a group of checkboxes or radios cannot, so its legend says it in words.
 */
export function RequiredMark({ required, group = false }: { required: boolean; group?: boolean }) {
  if (!required) return null;
  return (
    <>
      <span className="field__required" aria-hidden="true">
        {" *"}
      </span>
      {group ? <span className="visually-hidden">{t("customFields.required")}</span> : null}
    </>
  );
}

interface FieldNotesProps {
  hint: string | null;
  hintId: string;
  error: string | undefined;
  errorId: string;
}

/** The question's description, read before answering: under the label, above the control. */
export function FieldHint({ hint, hintId }: Pick<FieldNotesProps, "hint" | "hintId">) {
  return hint ? (
    <p id={hintId} className="field__hint">
      {hint}
    </p>
  ) : null;
}

/** The error, under the control. */
export function FieldError({ error, errorId }: Pick<FieldNotesProps, "error" | "errorId">) {
  return error ? (
    <p id={errorId} className="field__error">
      {error}
    </p>
  ) : null;
}

/** The `aria-describedby` of a control: its error first, then its hint. */
export function describedBy({ hint, hintId, error, errorId }: FieldNotesProps): string | undefined {
  const ids = [error ? errorId : null, hint ? hintId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export interface QuestionProps {
  label: string;
  hint: string | null;
  required: boolean;
  error: string | undefined;
}

/** What a labelled control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** One control under a label: the label, the hint, the control, then the error. */
export function LabelledQuestion({
  label,
  hint,
  required,
  error,
  children,
}: QuestionProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const notes = { hint, hintId: useId(), error, errorId: useId() };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint {...notes} />
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(notes),
      })}
      <FieldError {...notes} />
    </div>
  );
}
