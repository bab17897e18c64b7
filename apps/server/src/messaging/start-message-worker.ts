import { startPeriodicTask } from "../background/start-periodic-task";
import { type Clock, systemClock } from "../security/clock";
import {
  type MessageQueueDeps,
  type SendDueMessagesOptions,
  sendDueMessages,
} from "./send-due-messages";

/**
 * Sends queued messages until stopped, as a periodic task (docs/decisions/148): a round right
 * after a busy one or a wake, otherwise a round every `pollIntervalMs`. `wakeOn` calls its
 * `wake` when a message may have been queued (docs/decisions/139), so the poll only finds what
 * is due later or was missed. The work itself stays in `outgoing_messages`; the timer only
 * paces rounds.
 */
export function startMessageWorker(
  deps: Omit<MessageQueueDeps, "clock"> & { clock?: Clock },
  options: SendDueMessagesOptions & {
    pollIntervalMs: number;
    wakeOn?: (wake: () => void) => () => void;
  },
): { stop(): Promise<void> } {
  const queueDeps: MessageQueueDeps = { ...deps, clock: deps.clock ?? systemClock };
  const { pollIntervalMs, wakeOn, ...sendOptions } = options;
  return startPeriodicTask(
    { logger: deps.logger },
    {
      name: "messages",
      intervalMs: pollIntervalMs,
      run: () => sendBacklog(queueDeps, sendOptions),
      // A code is sent the moment its message is queued: no least time between woken rounds.
      ...(wakeOn ? { wakeOn: { subscribe: wakeOn, soonestMs: 0 } } : {}),
      again: ({ leftWaiting = 0 }) => leftWaiting > 0,
    },
  );
}

/** Passes one round may make back to back, so a stop waits for one round of bounded length. */
const MAX_PASSES_PER_ROUND = 50;

/**
 * Passes over the queue until one finds nothing. `leftWaiting` is 1 when the round ended at its
 * last pass with messages still coming, so the next round runs at once; an idle round counts
 * nothing, and is not logged.
 */
async function sendBacklog(deps: MessageQueueDeps, options: SendDueMessagesOptions) {
  const total = { claimed: 0, sent: 0, leftWaiting: 1 };
  for (let pass = 0; pass < MAX_PASSES_PER_ROUND; pass++) {
    const { claimed, sent } = await sendDueMessages(deps, options);
    total.claimed += claimed;
    total.sent += sent;
    if (claimed === 0) return { ...total, leftWaiting: 0 };
  }
  return total;
}
