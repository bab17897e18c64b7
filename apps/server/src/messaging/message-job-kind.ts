import type { JobKind } from "../background/job-kinds";
import { type Clock, systemClock } from "../security/clock";
import {
  type MessageQueueDeps,
  nextMessageDueInMs,
  type SendDueMessagesOptions,
  sendDueMessages,
} from "./send-due-messages";

/**
 * The message queue as a kind of job (docs/decisions/148, 169): a round when a message is queued
 * (docs/decisions/139), right after a busy one, or when a retry or a gift's date falls due. The
 * work itself stays in `outgoing_messages`; the scheduler only paces rounds.
 */
export function messageJobKind(
  deps: Omit<MessageQueueDeps, "clock"> & { clock?: Clock },
  options: SendDueMessagesOptions = {},
): JobKind {
  const queueDeps: MessageQueueDeps = { ...deps, clock: deps.clock ?? systemClock };
  return {
    name: "messages",
    queue: "outgoing_messages",
    run: () => sendBacklog(queueDeps, options),
    nextDueInMs: () => nextMessageDueInMs(queueDeps),
    // A code is sent the moment its message is queued: no least time between woken rounds.
    soonestMs: 0,
    again: ({ leftWaiting = 0 }) => leftWaiting > 0,
  };
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
