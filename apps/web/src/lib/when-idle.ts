/** Runs a callback once the page is idle; undoes the wait when it is no longer wanted. */
export type IdleScheduler = (callback: () => void) => () => void;

/**
 * How long work may wait for the browser to be idle: `timeoutMs` at the most, since idle may
 * never come on a page that keeps busy; where there is no requestIdleCallback (Safari),
 * `fallbackMs` after the call instead.
 */
export interface IdleWait {
  timeoutMs: number;
  fallbackMs: number;
}

export function idleScheduler(
  wait: IdleWait,
  scope: typeof globalThis = globalThis,
): IdleScheduler {
  if (typeof scope.requestIdleCallback === "function") {
    return (callback) => {
      const handle = scope.requestIdleCallback(() => callback(), { timeout: wait.timeoutMs });
      return () => scope.cancelIdleCallback(handle);
    };
  }
  return (callback) => {
    const handle = scope.setTimeout(callback, wait.fallbackMs);
    return () => scope.clearTimeout(handle);
  };
}

const NEXT_IDLE_MOMENT: IdleWait = { timeoutMs: 2_000, fallbackMs: 0 };

/** Runs `task` at the browser's next idle moment (at most 2 s on), never during other work. */
export function whenIdle(task: () => void): void {
  idleScheduler(NEXT_IDLE_MOMENT)(task);
}

/** Runs `task` once the page has loaded and the browser is idle, so it never delays the page. */
export function whenIdleAfterLoad(task: () => void) {
  if (document.readyState === "complete") whenIdle(task);
  else window.addEventListener("load", () => whenIdle(task), { once: true });
}
