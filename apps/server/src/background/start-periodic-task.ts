import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable";
import type { MessagingLogger } from "../messaging/transport";

/** What wakes a task before its interval is up, and how soon after a round it may run again. */
export interface WakeOn {
  /** Calls `wake` when work for the task may be waiting; the function returned stops it. */
  subscribe(wake: () => void): () => void;
  /** The least time from the start of one round to the start of a woken one. */
  soonestMs: number;
  /**
   * How long until work already queued falls due (a retry, a later date), asked after a round
   * that was woken or did something, so that work is not left to the interval; null for none.
   */
  nextDueInMs?: () => Promise<number | null>;
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
  const soonestMs = wakeOn?.soonestMs ?? 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  // Woken while a round ran: what woke it may have been committed after the round looked.
  let wokenDuringRound = false;
  // The first round looks for work due later, as a woken one does.
  let roundWasWoken = true;

  // Whether the round left work waiting, and whether it did anything.
  const runRound = async (): Promise<{ busy: boolean; active: boolean }> => {
    try {
      const done = await run();
      const active = Object.values(done).some((n) => n > 0);
      if (active) logger.info(done, `${name}: round done`);
      return { busy: again(done), active };
    } catch (error) {
      logFailure(logger, error, {
        failed: `${name}: a round failed`,
        retry: "the next one retries",
      });
      return { busy: false, active: true };
    }
  };
  // An idle round that nothing woke asks nothing more: an idle server sends one statement a tick.
  const nextDueAt = async (looked: boolean): Promise<number> => {
    const idleAt = performance.now() + intervalMs;
    if (!looked || !wakeOn?.nextDueInMs) return idleAt;
    const dueInMs = await wakeOn.nextDueInMs().catch((error: unknown) => {
      logFailure(logger, error, {
        failed: `${name}: the next due time could not be read`,
        retry: "it is asked after the next round",
      });
      return null;
    });
    return dueInMs === null ? idleAt : Math.min(idleAt, performance.now() + dueInMs);
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
    const woken = roundWasWoken;
    roundWasWoken = false;
    running = runRound().then(async ({ busy, active }) => {
      const soon = lastStartedAt + soonestMs;
      const at = wokenDuringRound || busy ? soon : await nextDueAt(woken || active);
      running = null;
      // A wake while the next due time was read counts as one during the round.
      roundWasWoken = wokenDuringRound;
      scheduleAt(wokenDuringRound ? soon : Math.max(at, soon));
      wokenDuringRound = false;
    });
  };
  const wake = () => {
    if (running) wokenDuringRound = true;
    else {
      roundWasWoken = true;
      scheduleAt(lastStartedAt + soonestMs);
    }
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

/**
 * Logs "<what failed>; <retry>". When the cause is the database going away, the sentence says so
 * and the fields hold only the innermost cause (a refused address, a cut connection): the failed
 * statement's text and values, which Drizzle's error carries and which may hold an address or a
 * token's id, stay out of the log (docs/decisions/176).
 */
export function logFailure(
  logger: MessagingLogger,
  error: unknown,
  { failed, retry, fields = {} }: { failed: string; retry: string; fields?: object },
): void {
  if (isDatabaseUnavailable(error))
    logger.error(
      { ...fields, reason: unavailableReason(error) },
      `${failed} because the database cannot be reached; ${retry}`,
    );
  else logger.error({ ...fields, err: error }, `${failed}; ${retry}`);
}
