/**
 * Wraps an asynchronous handler so that a second call while the first runs, or within `waitMs`
 * of its start, does nothing: a double click on Pay sends one request, not two. The first call
 * runs at once (a leading edge), so a single press never waits.
 */
export function debounceHandler<Args extends unknown[]>(
  handler: (...args: Args) => unknown,
  waitMs: number,
  now: () => number = () => performance.now(),
): (...args: Args) => Promise<void> {
  let startedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  return async (...args: Args) => {
    if (running || now() - startedAt < waitMs) return;
    startedAt = now();
    running = true;
    try {
      await handler(...args);
    } finally {
      running = false;
    }
  };
}
