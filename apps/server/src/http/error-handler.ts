import type { Duplex } from "node:stream";
import type { ApiErrorBody, ApiErrorCode } from "@creator-checkout/core/api";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../app-error";
import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable";
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

/**
 * The answer while the database cannot be reached (docs/decisions/176): the page shows its own
 * words for INTERNAL; a caller of the API reads that trying again is safe.
 */
const databaseUnavailable: ErrorBody = {
  error: "INTERNAL",
  message:
    "The checkout cannot reach its database just now. Please try again in a moment: a purchase sent again with the same Idempotency-Key is never charged twice.",
};

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
 * What the HTTP parser refuses before Fastify sees a request (Fastify's clientErrorHandler), by
 * Node's error code: the answer is written on the socket itself, in the app's `{ error, message }`
 * shape, and the connection is closed, as the stream cannot be read further.
 */
const socketErrors: Record<string, { status: number; error: ApiErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: "HEADERS_TOO_LARGE",
    message: "The request's headers are too large. Send fewer or shorter headers or cookies.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: "REQUEST_TIMEOUT",
    message: "The request took too long to arrive. Please try again.",
  },
  // Both framings at once is how requests are smuggled past a proxy.
  HPE_INVALID_TRANSFER_ENCODING: {
    status: 400,
    error: "BAD_REQUEST",
    message: "A request may give Content-Length or Transfer-Encoding, not both.",
  },
  HPE_INVALID_URL: {
    status: 400,
    error: "BAD_REQUEST",
    message: "The address holds a character an address may not hold, such as a control character.",
  },
};
const malformedRequest = {
  status: 400,
  error: "BAD_REQUEST",
  message:
    "The request is not valid HTTP: each line must end with CR LF, and headers may hold no control characters.",
} as const;
const statusLines: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/** Answers a request the HTTP parser refused, on the socket, then closes it. */
export function clientErrorReply(error: NodeJS.ErrnoException, socket: Duplex) {
  // A connection reset has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const refusal = socketErrors[error.code ?? ""] ?? malformedRequest;
  const body = JSON.stringify({
    error: refusal.error,
    message: refusal.message,
  } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${statusLines[refusal.status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        "Cache-Control: no-store\r\n" +
        "Connection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's own refusals of a request it could read, by code, in words a person understands:
 * its messages name its internals ("Body cannot be empty when content-type is set to
 * 'application/json'").
 */
const frameworkRefusals: Record<string, { error: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    error: "BAD_REQUEST",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: "BAD_REQUEST",
    message:
      "The request body is empty, but its Content-Type says JSON: send a JSON object, or no Content-Type.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: "UNSUPPORTED_MEDIA_TYPE",
    message: "The request body must be JSON, sent with Content-Type: application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: "BAD_REQUEST",
    message: "The request body is not as long as its Content-Length says.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    error: "PAYLOAD_TOO_LARGE",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_TYPE: {
    error: "BAD_REQUEST",
    message: "The request's Content-Type is not valid.",
  },
  FST_ERR_CTP_EMPTY_TYPE: {
    error: "BAD_REQUEST",
    message: "The request's Content-Type is empty.",
  },
};

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
      const known = frameworkRefusals[error.code];
      if (known) return reply.status(status).send(known satisfies ErrorBody);
      const message = error.code?.startsWith("FST_ERR_")
        ? "This request cannot be read."
        : error.message;
      return reply
        .status(status)
        .send({ error: clientErrorCodes[status] ?? "BAD_REQUEST", message } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // Not reported: the outage is the operator's to see in the log and the health checks.
      request.log.error(
        { reason: unavailableReason(error) },
        "request failed: the database cannot be reached",
      );
      return reply.status(503).header("retry-after", "5").send(databaseUnavailable);
    }
    request.log.error({ err: error }, "request failed");
    report(error, request);
    return reply.status(500).send({
      error: "INTERNAL",
      message: "Something went wrong on our side. Please try again in a moment.",
    } satisfies ErrorBody);
  });
}
