import { t } from "@creator-checkout/core/i18n";
import { ApiError } from "@/lib/api-error";

/**
 * product.md §8, OTP error area: the server's text when it sent one; a wrong code without a text is
 * "Invalid code"; anything else falls back to the caller's sentence ("something went wrong",
 * or "Could not confirm code." for a failed confirmation).
 */
export function otpErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code !== "UNKNOWN") return error.message;
  return error.status === 400 ? t("signIn.error.invalidCode") : fallback;
}
