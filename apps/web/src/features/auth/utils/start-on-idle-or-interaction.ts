/** Runs a callback once the page is idle; undoes the wait when it is no longer wanted. */
export type IdleScheduler = (callback: () => void) => () => void;

// A browser without requestIdleCallback (Safari) waits this long after the call instead.
const IDLE_FALLBACK_MS = 1_000;
// Idle may never come on a page that keeps busy: the work starts after this at the latest.
const IDLE_TIMEOUT_MS = 4_000;

export function browserIdleScheduler(scope: typeof globalThis = globalThis): IdleScheduler {
  if (typeof scope.requestIdleCallback === "function") {
    return (callback) => {
      const handle = scope.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      return () => scope.cancelIdleCallback(handle);
    };
  }
  return (callback) => {
    const handle = scope.setTimeout(callback, IDLE_FALLBACK_MS);
    return () => scope.clearTimeout(handle);
  };
}

// Focus reaching a field, or typing into one, says the form is about to be used.
const INTERACTIONS = ["focusin", "input"] as const;

/**
 * Calls `start` once: when the page is next idle, or when someone first focuses or types in
 * `target`, whichever comes first. The returned function cancels whatever has not happened yet.
 */
export function startOnIdleOrInteraction(
  target: EventTarget,
  start: () => void,
  whenIdle: IdleScheduler = browserIdleScheduler(),
): () => void {
  let done = false;
  const stopWaiting = () => {
    done = true;
    cancelIdle();
    for (const type of INTERACTIONS) target.removeEventListener(type, startNow);
  };
  const startNow = () => {
    if (done) return;
    stopWaiting();
    start();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, startNow);
  const cancelIdle = whenIdle(startNow);
  return stopWaiting;
}
