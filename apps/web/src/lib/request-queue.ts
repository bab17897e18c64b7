/**
 * Lets at most `limit` tasks run at once; the others wait, first come first served, and start
 * as soon as one finishes.
 */
export function createRequestQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function acquire(): Promise<void> {
    if (running < limit) {
      running += 1;
      return;
    }
    // The slot passes straight from the task that ends to the one that waited longest.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Requests in flight and waiting, for tests and diagnostics. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
