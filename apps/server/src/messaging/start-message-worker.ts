import { type Clock, systemClock } from "../security/clock";
import {
  type MessageQueueDeps,
  type SendDueMessagesOptions,
  sendDueMessages,
} from "./send-due-messages";

/**
 * Sends queued messages until stopped: a round right after a busy one or a wake, otherwise a
 * round every `pollIntervalMs`. `wakeOn` calls its `wake` when a message may have been queued
 * (docs/decisions/139), so the poll only finds what is due later or was missed. The work itself
 * stays in `outgoing_messages`; the timer only paces rounds.
 */
export function startMessageWorker(
  deps: Omit<MessageQueueDeps, "clock"> & { clock?: Clock },
  options: SendDueMessagesOptions & {
    pollIntervalMs: number;
    wakeOn?: (wake: () => void) => () => void;
  },
): { stop(): Promise<void> } {
  const queueDeps: MessageQueueDeps = { ...deps, clock: deps.clock ?? systemClock };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let endWait: (() => void) | undefined;
  // Woken since the last round began: what woke it may have been committed after it looked.
  let woken = false;
  const unsubscribe = options.wakeOn?.(() => {
    woken = true;
    endWait?.();
  });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      let claimed = 0;
      try {
        ({ claimed } = await sendDueMessages(queueDeps, options));
      } catch (error) {
        deps.logger.error({ err: error }, "message worker: a round failed; the next poll retries");
      }
      if (claimed === 0 && !woken && !stopped) {
        await new Promise<void>((resolve) => {
          endWait = resolve;
          timer = setTimeout(resolve, options.pollIntervalMs);
        });
        clearTimeout(timer);
        endWait = undefined;
      }
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      endWait?.();
      await running;
    },
  };
}
