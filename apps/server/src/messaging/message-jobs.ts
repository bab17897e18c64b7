import { delaysInTurn, type JobTable, type RetryPolicy } from "../background/jobs";
import { outgoingMessages } from "../db/schema";

/** The message queue's rows as jobs (docs/decisions/148). */
export const messageJobs: JobTable = {
  table: outgoingMessages,
  id: outgoingMessages.id,
  runAt: outgoingMessages.run_at,
  lockedUntil: outgoingMessages.locked_until,
  attempts: outgoingMessages.attempts,
  failedAt: outgoingMessages.failed_at,
  lastError: outgoingMessages.last_error,
};

// Delay before the 2nd, 3rd, ... attempt; the last figure repeats. With the default five
// attempts a message is given up about 13 minutes after it was queued, past a code's lifetime.
const retryDelaysMs = [5_000, 30_000, 2 * 60_000, 10 * 60_000];

/** The retry policy of every message, whatever its transport. */
export const messageRetryPolicy = (maxAttempts: number): RetryPolicy => ({
  maxAttempts,
  delayMs: delaysInTurn(retryDelaysMs),
});

// The body holds a sign-in code: it leaves the table whatever the outcome.
export const erasedMessage = [
  [outgoingMessages.body, null],
  [outgoingMessages.subject, null],
] as const;
