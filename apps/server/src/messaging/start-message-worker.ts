import { type Clock, systemClock } from "../security/clock";
import {
  type MessageQueueDeps,
  type SendDueMessagesOptions,
  sendDueMessages,
} from "./send-due-messages";

/**
 * Sends queued messages until stopped: a round right after a busy one, otherwise a round every
 * `pollIntervalMs`. The work itself stays in `outgoing_messages`; the timer only paces rounds.
 */
export function startMessageWorker(
  deps: Omit<MessageQueueDeps, "clock"> & { clock?: Clock },
  options: SendDueMessagesOptions & { pollIntervalMs: number },
): { stop(): Promise<void> } {
  const queueDeps: MessageQueueDeps = { ...deps, clock: deps.clock ?? systemClock };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;

  const loop = async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        ({ claimed } = await sendDueMessages(queueDeps, options));
      } catch (error) {
        deps.logger.error({ err: error }, "message worker: a round failed; the next poll retries");
      }
      if (claimed === 0 && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, options.pollIntervalMs);
        });
      }
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
