import { t } from "../i18n";
/** What a new password must be, for the page's form and the server alike. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a new password cannot be used, or null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return t("validation.passwordTooShort", { count: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH)
    return t("validation.passwordTooLong", { count: PASSWORD_MAX_LENGTH });
  return null;
}
