import type { MessagingLogger } from "../messaging/transport";

/** What wakes a task before its interval is up, and how soon after a round it may run again. */
export interface WakeOn {
  /** Calls `wake` when work for the task may be waiting; the function returned stops it. */
  subscribe(wake: () => void): () => void;
  /** The least time from the start of one round to the start of a woken one. */
  soonestMs: number;
}

/**
 * Runs a task at start and then `intervalMs` after each round ends, or sooner when `wakeOn`
 * wakes it. The timer only paces the work: what needs doing is read from the database each
 * time, so any process may run it and a stop loses nothing. A round returns counts of what it
 * did; it is logged only when one of them is above zero, so an idle server writes nothing
 * (docs/decisions/139). A round that `again` judges busy is followed at once by the next, so a
 * backlog does not wait out the interval. A failed round is logged and the next one retries.
 * `stop` ends the timer and waits for a round in progress, so a shutdown closes the database
 * only after it. Every background loop of the server is one of these (docs/decisions/148).
 */
export function startPeriodicTask(
  { logger }: { logger: MessagingLogger },
  {
    name,
    intervalMs,
    run,
    wakeOn,
    again = () => false,
  }: {
    name: string;
    intervalMs: number;
    run: () => Promise<Record<string, number>>;
    wakeOn?: WakeOn;
    /** Whether a round's counts say more work is waiting. */
    again?: (done: Record<string, number>) => boolean;
  },
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  // Woken while a round ran: what woke it may have been committed after the round looked.
  let wokenDuringRound = false;

  // Whether the round left work waiting.
  const runRound = async (): Promise<boolean> => {
    try {
      const done = await run();
      if (Object.values(done).some((n) => n > 0)) logger.info(done, `${name}: round done`);
      return again(done);
    } catch (error) {
      logger.error({ err: error }, `${name}: a round failed; the next one retries`);
      return false;
    }
  };
  // Only ever brings the next round forward: a wake never postpones a round already due.
  const scheduleAt = (at: number) => {
    if (stopped || at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(round, Math.max(0, at - performance.now()));
    timer.unref();
  };
  // A slow round is not overlapped by the next: the next is scheduled when it ends.
  const round = () => {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    if (stopped) return;
    lastStartedAt = performance.now();
    running = runRound().then((busy) => {
      running = null;
      const woken = wokenDuringRound || busy;
      wokenDuringRound = false;
      scheduleAt(woken ? lastStartedAt + (wakeOn?.soonestMs ?? 0) : performance.now() + intervalMs);
    });
  };
  const wake = () => {
    if (running) wokenDuringRound = true;
    else scheduleAt(lastStartedAt + (wakeOn?.soonestMs ?? 0));
  };
  const unsubscribe = wakeOn?.subscribe(wake);
  round();
  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await running;
    },
  };
}
