import type { ApiErrorCode } from "@creator-checkout/core/api";

/**
 * An error a person should read: a stable code for programs, an HTTP status, and a message in
 * plain words. Domain code throws these; the HTTP layer maps them in one place.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly statusCode: number,
    message: string,
    /** One message per field in error, for forms that show them beside each field. */
    readonly fields?: Record<string, string>,
    options?: {
      cause?: unknown;
      /** For a refusal that ends: when to ask again, sent as Retry-After. */
      retryAfterSeconds?: number;
    },
  ) {
    super(message, options);
    this.name = "AppError";
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;
}

export const notFound = (message: string) => new AppError("NOT_FOUND", 404, message);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", 400, message);
