/** Runs `task` at the browser's next idle moment (at most 2 s on), never during other work. */
export function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

/** Runs `task` once the page has loaded and the browser is idle, so it never delays the page. */
export function whenIdleAfterLoad(task: () => void) {
  if (document.readyState === "complete") whenIdle(task);
  else window.addEventListener("load", () => whenIdle(task), { once: true });
}
