import type { ApiErrorBody, ApiErrorCode } from "@creator-checkout/core/api";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../app-error";
import type { ErrorReporter } from "../monitoring/error-reporter";

const partNames: Record<string, string> = {
  params: "address",
  querystring: "query string",
  body: "request body",
  headers: "headers",
};

const clientErrorCodes: Record<number, ApiErrorCode> = {
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

type ErrorBody = ApiErrorBody;

const routingErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message: "The address is not valid: a % must be followed by two hexadecimal digits.",
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "A part of the address is too long." },
};

/**
 * Errors the router raises before any route or error handler runs (Fastify's frameworkErrors):
 * they leave in the same `{ error, message }` shape, never Fastify's own.
 */
export function routingErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = routingErrors[error.code];
  const status = known?.status ?? 400;
  return reply.status(status).send({
    error: status === 414 ? "URI_TOO_LONG" : "BAD_REQUEST",
    message: known?.message ?? "This request cannot be routed.",
  } satisfies ErrorBody);
}

/**
 * Every error leaves as JSON `{ error, message }` with a message a person can read. A 5xx
 * says only that the fault is ours: its details go to the log, never to the client, and to the
 * error reporter when one is given (docs/decisions/042), without the request's body or headers.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  reporting?: { reporter: ErrorReporter; publicUrl: string },
) {
  const report = (error: unknown, request: FastifyRequest) => {
    if (!reporting) return;
    const failure = {
      error,
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      url: `${reporting.publicUrl}${request.url}`,
    };
    // The answer does not wait for the report, and a report that fails only leaves a log line.
    reporting.reporter
      .report(failure)
      .catch((reportError: unknown) =>
        request.log.warn({ err: reportError }, "the failure could not be reported"),
      );
  };
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error, cause: error.cause }, error.message);
        report(error, request);
      }
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply.status(400).send({
        error: "BAD_REQUEST",
        message: `Invalid ${partNames[error.validationContext ?? ""] ?? "request"}: ${details.join("; ")}`,
      } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: "TOO_MANY_REQUESTS",
        message: "Too many requests. Please wait a moment and try again.",
      } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
          ? "The request body is not valid JSON."
          : error.message;
      return reply
        .status(status)
        .send({ error: clientErrorCodes[status] ?? "BAD_REQUEST", message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    report(error, request);
    return reply.status(500).send({
      error: "INTERNAL",
      message: "Something went wrong on our side. Please try again in a moment.",
    } satisfies ErrorBody);
  });
}
