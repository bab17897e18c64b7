import { AppError } from "../../app-error";

// The passkey errors a buyer can meet, each with the sentence the page shows (docs/decisions/037).
export const passkeyErrors = {
  proofRequired: () =>
    new AppError(
      "PROOF_REQUIRED",
      403,
      "Confirm your address with a sign-in code before you add or manage passkeys.",
    ),
  promptExpired: () =>
    new AppError(
      "PASSKEY_PROMPT_EXPIRED",
      400,
      "This passkey prompt has expired or was already used. Please try again.",
    ),
  notVerified: () =>
    new AppError(
      "PASSKEY_NOT_VERIFIED",
      400,
      "This passkey could not be used here. Please sign in with a code instead.",
    ),
  registrationNotVerified: () =>
    new AppError(
      "PASSKEY_NOT_VERIFIED",
      400,
      "This passkey could not be added. Please try again with your device's own passkey.",
    ),
  alreadyRegistered: () =>
    new AppError("PASSKEY_ALREADY_REGISTERED", 409, "This passkey is already registered."),
  notFound: () => new AppError("PASSKEY_NOT_FOUND", 404, "You have no passkey with this id."),
  tooManyFailures: () =>
    new AppError(
      "TOO_MANY_FAILURES",
      429,
      "Too many failed attempts. Please try again in an hour.",
    ),
  tooManyPrompts: () =>
    new AppError(
      "TOO_MANY_REQUESTS",
      429,
      "Too many passkey prompts were requested. Please wait a few minutes and try again.",
    ),
};
