import type { MessagingLogger } from "../messaging/transport";
import { startPeriodicTask } from "./start-periodic-task";
import type { WorkQueue, WorkSignal } from "./work-signal";

/** One kind of job on `jobs.ts`: the round that works its queue, and what wakes it. */
export interface JobKind {
  name: string;
  /** The table whose inserts wake the kind (docs/decisions/139). */
  queue: WorkQueue;
  /** Claims and works what is due; returns counts of what it did, logged when any is above 0. */
  run: () => Promise<Record<string, number>>;
  /** How long until work already queued falls due; null when none waits. */
  nextDueInMs: () => Promise<number | null>;
  /** The least time from the start of one round to the start of a woken one. */
  soonestMs?: number;
  /** Whether a round's counts say more work is waiting, so the next round runs at once. */
  again?: (done: Record<string, number>) => boolean;
}

/**
 * The one scheduler of queued work (docs/decisions/169): each kind's round runs when its queue's
 * work signal wakes it, again when its next job falls due (a retry, a later date, a lease run
 * out), and otherwise only at the slow `idleTickMs`, which finds what a lost notification did
 * not announce. Kinds run apart, so a slow collector never holds up a sign-in code. `stop` waits
 * for the rounds under way.
 */
export function startJobKinds(
  {
    logger,
    signal,
    idleTickMs,
  }: { logger: MessagingLogger; signal: WorkSignal; idleTickMs: number },
  kinds: readonly JobKind[],
): { stop(): Promise<void> } {
  const tasks = kinds.map((kind) =>
    startPeriodicTask(
      { logger },
      {
        name: kind.name,
        intervalMs: idleTickMs,
        run: kind.run,
        wakeOn: {
          subscribe: (wake) => signal.onQueued(kind.queue, wake),
          soonestMs: kind.soonestMs ?? 0,
          nextDueInMs: kind.nextDueInMs,
        },
        ...(kind.again ? { again: kind.again } : {}),
      },
    ),
  );
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
    },
  };
}
