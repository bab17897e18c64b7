import { customFieldProblem, isBlankAnswer, type PropertyRule } from "./custom-field-value";

export interface CustomFieldRule {
  required: boolean;
  connected_property: PropertyRule & { id: string };
}

/**
 * Checks every answer of a form against its fields, keyed by property id: one message per
 * field in error, none when the form is valid.
 */
export function validateCustomFields(
  fields: readonly CustomFieldRule[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const id = field.connected_property.id;
    const problem = customFieldProblem(field.connected_property, values[id], field.required);
    if (problem) problems[id] = problem;
  }
  return problems;
}

/** Whether a required question is left unanswered: the form then says so, not "look again". */
export function missesRequiredAnswer(
  fields: readonly CustomFieldRule[],
  values: Readonly<Record<string, unknown>>,
): boolean {
  return fields.some(
    (field) => field.required && isBlankAnswer(values[field.connected_property.id]),
  );
}
