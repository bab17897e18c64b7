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
      {group ? <span className="visually-hidden"> (required)</span> : null}
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
