/** Runs `task` at the browser's next idle moment (at most 2 s on), never during other work. */
export function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}
