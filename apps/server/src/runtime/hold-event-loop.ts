/**
 * Runs `work` with a timer keeping Node's event loop busy, for work that waits on V8's worker
 * threads alone, such as compiling PGlite's WebAssembly.
 *
 * When the event loop has nothing left to wait for, Node blocks the main thread until V8's
 * worker tasks finish. A worker that meanwhile asks the main thread for a garbage collection then
 * waits on a thread that waits on it, and the process hangs without a word (nodejs/node#54918):
 * a server that never listens, one start in three with `npm start`'s options. A held timer keeps
 * the main thread in the event loop, where V8's request for a collection is served.
 */
export async function withEventLoopHeld<T>(work: () => Promise<T>): Promise<T> {
  const hold = setInterval(() => {}, HOLD_INTERVAL_MS);
  try {
    return await work();
  } finally {
    clearInterval(hold);
  }
}

// Never fires in practice: only the timer's presence matters.
const HOLD_INTERVAL_MS = 60 * 60 * 1000;
