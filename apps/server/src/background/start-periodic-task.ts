import type { MessagingLogger } from "../messaging/transport";

/**
 * Runs a task at start and then every `intervalMs`. The timer only paces the work: what needs
 * doing is read from the database each time, so any process may run it and a stop loses
 * nothing. A failed round is logged and the next one retries. `stop` ends the timer and waits
 * for a round in progress, so a shutdown closes the database only after it.
 */
export function startPeriodicTask(
  { logger }: { logger: MessagingLogger },
  {
    name,
    intervalMs,
    run,
  }: { name: string; intervalMs: number; run: () => Promise<Record<string, number>> },
) {
  let running: Promise<void> | null = null;
  const runRound = async () => {
    try {
      const done = await run();
      if (Object.values(done).some((n) => n > 0)) logger.info(done, `${name}: round done`);
    } catch (error) {
      logger.error({ err: error }, `${name}: a round failed; the next one retries`);
    }
  };
  // A slow round is not overlapped by the next: the timer skips while one runs.
  const round = () => {
    if (running) return;
    running = runRound().finally(() => {
      running = null;
    });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
