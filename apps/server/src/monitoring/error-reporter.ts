/** An unexpected failure of a request (a 5xx): what it was and which route it broke. */
export interface ServerFailure {
  error: unknown;
  method: string;
  /** The route's pattern (`/api/purchase/product/:productOptionId`), never the values in it. */
  route: string;
  /** The address asked for, absolute; reporters keep it without its query string. */
  url: string;
}

/**
 * Where the server's unexpected failures go (docs/decisions/042): our own collector in the
 * database by default, Sentry when `SENTRY_DSN` is set. Neither is given a request's body,
 * headers or cookies.
 */
export interface ErrorReporter {
  readonly name: "collector" | "sentry";
  report(failure: ServerFailure): Promise<void>;
  /** Sends what is still queued, then lets go of the connection. */
  close(): Promise<void>;
}

/** What the collector keeps of a server failure: the route it broke and what was thrown. */
export interface CollectedServerFailure {
  source: "server";
  /** `METHOD /route/:pattern`. */
  place: string;
  name: string;
  message: string;
  stack?: string;
  url: string;
}

/** The parts of any thrown value a report may hold. */
export function describeFailure(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name || "Error",
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return {
    name: "NonError",
    message: typeof error === "string" ? error : "A non-Error was thrown.",
  };
}
