import { t } from "../i18n";
/**
 * product.md §5's generic required validator. Blank text and an empty choice list are empty too: a
 * name of spaces names no one. false is a value, since a yes/no answer of "no" is an answer.
 */
export function required(value: unknown): string | undefined {
  return isEmpty(value) ? t("validation.required") : undefined;
}

function isEmpty(value: unknown): boolean {
  if (typeof value === "string") {
    return value.trim() === "";
  }
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}
