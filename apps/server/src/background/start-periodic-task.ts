import type { MessagingLogger } from "../messaging/transport";

/**
 * Runs a task at start and then every `intervalMs`. The timer only paces the work: what needs
 * doing is read from the database each time, so any process may run it and a stop loses
 * nothing. A failed round is logged and the next one retries.
 */
export function startPeriodicTask(
  { logger }: { logger: MessagingLogger },
  {
    name,
    intervalMs,
    run,
  }: { name: string; intervalMs: number; run: () => Promise<Record<string, number>> },
) {
  const round = async () => {
    try {
      const done = await run();
      if (Object.values(done).some((n) => n > 0)) logger.info(done, `${name}: round done`);
    } catch (error) {
      logger.error({ err: error }, `${name}: a round failed; the next one retries`);
    }
  };
  void round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
