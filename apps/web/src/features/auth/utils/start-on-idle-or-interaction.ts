import { type IdleScheduler, type IdleWait, idleScheduler } from "@/lib/when-idle";

// The bot check's work may wait for idle longer than other deferred work: it starts at once
// anyway on the buyer's first focus or keystroke in the form.
const BOT_CHECK_WAIT: IdleWait = { timeoutMs: 4_000, fallbackMs: 1_000 };

// Focus reaching a field, or typing into one, says the form is about to be used.
const INTERACTIONS = ["focusin", "input"] as const;

/**
 * Calls `start` once: when the page is next idle, or when someone first focuses or types in
 * `target`, whichever comes first. The returned function cancels whatever has not happened yet.
 */
export function startOnIdleOrInteraction(
  target: EventTarget,
  start: () => void,
  whenIdle: IdleScheduler = idleScheduler(BOT_CHECK_WAIT),
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
