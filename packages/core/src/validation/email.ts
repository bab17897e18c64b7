import { t } from "../i18n";
// product.md §5: local part, @, domain, and a top-level domain of 2 to 10 letters, in any case.
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,10}$/i;

/**
 * product.md §5's e-mail validator. An empty value passes, so an optional e-mail field can use it
 * alone; combine it after required for a mandatory one.
 */
export function email(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") {
    return undefined;
  }
  return typeof value === "string" && EMAIL_PATTERN.test(value) ? undefined : t("validation.email");
}
