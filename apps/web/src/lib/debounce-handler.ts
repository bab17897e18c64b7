/** What a press says of itself: a mouse click's `detail` counts the clicks of a double click. */
export interface Press {
  detail: number;
}

/**
 * Wraps an asynchronous handler so that a press while it runs does nothing, and neither does
 * the second click of a double click within `waitMs` of the first press's start: a double click
 * on Pay sends one request, not two, even when the first answer came back before the second
 * click. The first press runs at once (a leading edge), so a single press never waits, and a
 * separate press after the handler finished always runs (docs/decisions/084).
 */
export function debounceHandler(
  handler: () => unknown,
  waitMs: number,
  now: () => number = () => performance.now(),
): (press?: Press) => Promise<void> {
  let startedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  return async (press) => {
    const repeated = (press?.detail ?? 0) > 1 && now() - startedAt < waitMs;
    if (running || repeated) return;
    startedAt = now();
    running = true;
    try {
      await handler();
    } finally {
      running = false;
    }
  };
}
