import { SIGN_IN_REQUIRED_MESSAGE, tooManyCodesMessage } from "@creator-checkout/core/sign-in";
import { AppError } from "../../app-error";

// The sign-in errors a buyer can meet, each with the sentence the page shows (product.md §8 where the
// spec gives one). Kept in one place so wording stays consistent.
export const authErrors = {
  invalidCode: () => new AppError("INVALID_CODE", 400, "Invalid code"),
  codeLocked: () =>
    new AppError("CODE_LOCKED", 429, "Too many wrong tries for this code. Request a new code."),
  identityLocked: () =>
    new AppError(
      "TOO_MANY_FAILURES",
      429,
      "Too many failed attempts. Please try again in an hour.",
    ),
  /** `waitSeconds`: until the limits that refused admit another code (docs/decisions/063). */
  sendLimited: (waitSeconds: number) =>
    new AppError("TOO_MANY_CODES", 429, tooManyCodesMessage(waitSeconds), undefined, {
      retryAfterSeconds: waitSeconds,
    }),
  botCheckFailed: () =>
    new AppError("BOT_CHECK_FAILED", 403, "Please complete the verification and try again."),
  invalidClaim: () =>
    new AppError("INVALID_CLAIM", 401, "This sign-in has expired. Please sign in again."),
  invalidCredentials: () =>
    new AppError("INVALID_CREDENTIALS", 401, "That password is not right for this account."),
  signInRequired: () => new AppError("UNAUTHORIZED", 401, SIGN_IN_REQUIRED_MESSAGE),
  sessionExpired: () =>
    new AppError("SESSION_EXPIRED", 401, "Your session has ended. Please sign in again."),
  refreshInProgress: () =>
    new AppError("REFRESH_IN_PROGRESS", 409, "Your session was just renewed in another tab."),
  proofRequired: () =>
    new AppError(
      "PROOF_REQUIRED",
      403,
      "Confirm your address with a sign-in code before you set a password.",
    ),
  currentPasswordRequired: () =>
    new AppError(
      "CURRENT_PASSWORD_REQUIRED",
      403,
      "Enter your current password, or sign in again with a code, to change your password.",
    ),
  wrongCurrentPassword: () =>
    new AppError("WRONG_CURRENT_PASSWORD", 403, "That is not your current password."),
  smsUnavailable: () =>
    new AppError(
      "SMS_UNAVAILABLE",
      503,
      "Sign-in by text message is not available right now. Please use your e-mail address.",
    ),
  unknownPublisher: () => new AppError("NOT_FOUND", 404, "No creator has this id."),
  methodNotOffered: (method: string) =>
    new AppError("METHOD_NOT_OFFERED", 400, `This creator does not offer sign-in by ${method}.`),
};
