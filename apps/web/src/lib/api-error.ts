import type { ApiErrorCode } from "@creator-checkout/core/api-errors";
import { apiErrorSentence, t } from "@creator-checkout/core/i18n";

/** The server's codes, and the page's own for an answer that never came or could not be read. */
export type ApiErrorCodeOrLocal = ApiErrorCode | "UNKNOWN" | "TIMEOUT" | "NETWORK";

// The server raises only the codes of `apiErrorCodes`, by its types: the page checks a code's
// shape and leaves the list of them out of its first download.
const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && /^[A-Z][A-Z_]*$/.test(value);

/**
 * A failed API call: the HTTP status (0 when no answer came), the server's `{ error, message }`,
 * and its per-field messages when a form was refused.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCodeOrLocal,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  static fromResponse(status: number, payload: unknown): ApiError {
    const body = typeof payload === "object" && payload !== null ? payload : {};
    const code = "error" in body && isApiErrorCode(body.error) ? body.error : "UNKNOWN";
    const serverMessage =
      "message" in body && typeof body.message === "string" ? body.message : null;
    const message =
      (code === "UNKNOWN" ? null : apiErrorSentence(code)) ??
      serverMessage ??
      t("errors.unreadableReply");
    const fields =
      "fields" in body && typeof body.fields === "object" && body.fields !== null
        ? Object.fromEntries(
            Object.entries(body.fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === "string",
            ),
          )
        : {};
    return new ApiError(status, code, message, fields);
  }

  /** A 4xx means asking again will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
