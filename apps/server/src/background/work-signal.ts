import type { Database } from "../db/connect";
import type { StopListening } from "../db/listen";

/**
 * The channel on which the database tells that work was queued, its payload the table's name.
 * A trigger on each queue's table sends it (migrations 0024 and 0027), so the notification leaves at the
 * commit of the transaction that queued the work, whichever process ran it, and never for work
 * that was rolled back (docs/decisions/139).
 */
export const WORK_QUEUED_CHANNEL = "work_queued";

/** The tables whose inserted rows are work for a background loop. */
export type WorkQueue =
  | "webhook_deliveries"
  | "outgoing_messages"
  | "analytics_forwarding"
  | "tax_transaction_jobs";

/** Wakes the loops of this process that wait for work on a queue. */
export interface WorkSignal {
  /** Calls `wake` each time work is queued on `queue`; the function returned stops it. */
  onQueued(queue: WorkQueue, wake: () => void): () => void;
  /** Work was queued on `queue`; null when notifications may have been missed, for every queue. */
  notify(queue: string | null): void;
}

export function createWorkSignal(): WorkSignal {
  const waiting = new Set<{ queue: WorkQueue; wake: () => void }>();
  return {
    onQueued(queue, wake) {
      const waiter = { queue, wake };
      waiting.add(waiter);
      return () => {
        waiting.delete(waiter);
      };
    },
    notify(queue) {
      for (const waiter of waiting) if (queue === null || waiter.queue === queue) waiter.wake();
    },
  };
}

/**
 * Relays the database's notifications of queued work to `signal`. While the listening connection
 * is down, notifications are lost: when it drops and when it listens again, every loop is woken
 * to look for itself.
 */
export function relayQueuedWork(
  database: Pick<Database, "listen">,
  signal: WorkSignal,
): Promise<StopListening> {
  return database.listen(WORK_QUEUED_CHANNEL, {
    onNotify: (queue) => signal.notify(queue),
    onReset: () => signal.notify(null),
  });
}
