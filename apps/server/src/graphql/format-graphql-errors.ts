import { GraphQLError } from "graphql";
import mercurius, { type MercuriusContext } from "mercurius";

type Execution = Parameters<typeof mercurius.defaultErrorFormatter>[0];

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

type OriginalError = Error & { errors?: unknown; statusCode?: unknown };

function clientStatus(error: GraphQLError): number | undefined {
  const status = (error.originalError as OriginalError | undefined)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/** A fault we did not raise on purpose: its message may hold internals. */
function isInternal(error: GraphQLError): boolean {
  const original = error.originalError as OriginalError | undefined;
  if (!original || clientStatus(error) !== undefined) return false;
  return !(original instanceof mercurius.ErrorWithProps) && !Array.isArray(original.errors);
}

/**
 * graphql-js answers `{ errors, data }`, a query compiled by graphql-jit `{ data, errors }`, and
 * mercurius writes the formatted result back into this object: moving `data` behind `errors`
 * keeps a response byte for byte the same whichever of the two ran the query.
 */
function errorsFirst(execution: Execution): void {
  if (!("data" in execution)) return;
  const { data } = execution;
  Reflect.deleteProperty(execution, "data");
  execution.data = data;
}

/**
 * mercurius' formatter with two changes: an unexpected fault is logged and shown only as a
 * plain sentence, and a request refused for bad input (a malformed id, a body that is not
 * JSON) answers its 4xx even when other fields resolved to null, so clients and monitors can tell a caller's mistake from a result.
 */
export function formatGraphqlErrors(execution: Execution, context: MercuriusContext) {
  errorsFirst(execution);
  const errors = (execution.errors ?? []).map((error) => {
    if (!isInternal(error)) return error;
    context.reply.log.error(
      { err: error.originalError, path: error.path },
      "graphql resolver failed",
    );
    return new GraphQLError(INTERNAL_MESSAGE, {
      path: error.path,
      extensions: { code: "INTERNAL" },
    });
  });
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  const statuses = new Set(errors.map(clientStatus));
  const [only] = statuses;
  return statuses.size === 1 && only !== undefined ? { ...formatted, statusCode: only } : formatted;
}
