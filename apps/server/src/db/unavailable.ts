/**
 * Whether a failed query or connection means the database could not be reached (refused, cut,
 * shutting down, starting up, timed out, or a standby that takes no writes), as opposed to a
 * statement Postgres refused. Such a failure answers 503 and says to try again; the statement
 * itself is never sent again by the server, since it may or may not have taken effect.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (isUnavailableHere(cause)) return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * What to log of such a failure: the innermost cause's code and message (a refused address, a
 * cut connection), never the failed statement's text or values, which Drizzle's own message
 * carries and which may hold a hashed code or a token's id.
 */
export function unavailableReason(error: unknown): { code?: string; message: string } {
  let innermost = error;
  for (
    let depth = 0;
    innermost instanceof Error && innermost.cause instanceof Error && depth < 5;
    depth++
  )
    innermost = innermost.cause;
  if (!(innermost instanceof Error)) return { message: String(innermost) };
  const code = (innermost as { code?: unknown }).code;
  return typeof code === "string"
    ? { code, message: innermost.message }
    : { message: innermost.message };
}

const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // Postgres: shutting down or restarting, starting up, crash recovery.
  "57P01",
  "57P02",
  "57P03",
  // A standby, or a primary demoted: it takes no writes.
  "25006",
]);

const unreachableMessages = [
  "Connection terminated",
  "connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
  "server conn crashed",
  "no more connections allowed",
];

function isUnavailableHere(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE class 08: connection exceptions.
    if (unreachableCodes.has(code) || code.startsWith("08")) return true;
  }
  return unreachableMessages.some((message) => error.message.includes(message));
}

/**
 * A failure to open a connection that waiting may cure: anything but a refusal of who is asking
 * or of what it asks for (a wrong password, a database that does not exist), or a pool closed.
 */
export function isWorthReconnecting(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "28000" || code === "28P01" || code === "3D000") return false;
  // The pool was closed: the process is shutting down.
  return !(error instanceof Error && error.message.includes("after calling end on the pool"));
}

/**
 * The waits between attempts to connect: doubling from `firstMs` up to `capMs`, as many as fit
 * in `totalMs`. Counted, not timed, so no clock is read.
 */
export function backoffDelays(totalMs: number, firstMs = 100, capMs = 2_000): number[] {
  const delays: number[] = [];
  let next = firstMs;
  for (let sum = 0; sum + next <= totalMs; sum += delays.at(-1) ?? 0) {
    delays.push(next);
    next = Math.min(next * 2, capMs);
  }
  return delays;
}

/** Runs `connect`, trying again after each delay while the failure is worth it. */
export async function connectWithBackoff<T>(
  connect: () => Promise<T>,
  delays: readonly number[],
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isWorthReconnecting(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
