import { nextJobDueInMs } from "../../background/jobs";
import type { Db } from "../../db/connect";
import type { MessagingLogger } from "../../messaging/transport";
import { type Clock, systemClock } from "../../security/clock";
import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  sendableDeliveries,
  webhookDeliveryJobs,
} from "./claim-due-webhook-deliveries";
import { recordWebhookAttempt } from "./record-webhook-attempt";
import { sendWebhook } from "./send-webhook";
import { signWebhook } from "./sign-webhook";
import type { WebhookPolicy } from "./webhook-policy";
import { WEBHOOK_RETRY_DELAYS_MS } from "./webhook-retry-schedule";

export interface WebhookDeliveryDeps {
  db: Db;
  clock: Clock;
  policy: WebhookPolicy;
  logger: MessagingLogger;
  /** The jitter's source; tests fix it. */
  random?: () => number;
}

export interface DeliverDueWebhooksOptions {
  /** Deliveries claimed per round and sent in parallel. */
  batchSize?: number;
  /** How long a claim holds a delivery; past the timeout, so a live send keeps its row. */
  leaseMs?: number;
  timeoutMs?: number;
}

const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * One round of the webhook worker (docs/decisions/079): claims due deliveries, posts each
 * signed event and records every outcome. Delivery is at least once: a process that dies
 * mid-send leaves its delivery to be tried again when the lease ends.
 */
export async function deliverDueWebhooks(
  deps: WebhookDeliveryDeps,
  { batchSize = 20, leaseMs = 60_000, timeoutMs = 15_000 }: DeliverDueWebhooksOptions = {},
): Promise<{ claimed: number; delivered: number }> {
  const { db, clock, policy, logger, random = Math.random } = deps;
  const claimed = await claimDueWebhookDeliveries(
    { db },
    { now: clock.now(), limit: batchSize, leaseMs },
  );
  const attempt = async (delivery: ClaimedWebhookDelivery) => {
    const answer =
      delivery.attempts > MAX_ATTEMPTS
        ? { ...lostAttempt, latencyMs: 0 }
        : await sendWebhook(
            { policy, timeoutMs },
            {
              url: delivery.endpoint.url,
              headers: signWebhook(delivery.endpoint, {
                eventId: delivery.eventId,
                payload: delivery.payload,
                now: clock.now(),
                // Receivers check the timestamp against their own clock: it is the real time.
                sentAt: systemClock.now(),
              }),
              body: delivery.payload,
            },
          );
    await recordWebhookAttempt({ db, random }, { delivery, answer, now: clock.now() });
    if (answer.status === null || answer.status >= 300) {
      logger.warn(
        {
          deliveryId: delivery.id,
          attempt: delivery.attempts,
          status: answer.status,
          error: answer.error,
        },
        "a webhook delivery failed",
      );
    }
    return answer.status !== null && answer.status >= 200 && answer.status < 300;
  };
  const outcomes = await Promise.allSettled(claimed.map(attempt));
  const rejected = outcomes.find((outcome) => outcome.status === "rejected");
  if (rejected) throw rejected.reason;
  const delivered = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value);
  return { claimed: claimed.length, delivered: delivered.length };
}

/** Rounds one call of the worker's task may run back to back, so it still yields now and then. */
const MAX_ROUNDS_PER_CALL = 50;

/**
 * The worker's task: rounds back to back while each claims a full batch, so a burst is sent at
 * the speed receivers answer rather than one batch a tick (docs/decisions/079); a round that
 * finds less than a batch ends it.
 */
export async function deliverWebhookBacklog(
  deps: WebhookDeliveryDeps,
  options: DeliverDueWebhooksOptions = {},
): Promise<{ claimed: number; delivered: number }> {
  const batchSize = options.batchSize ?? 20;
  const total = { claimed: 0, delivered: 0 };
  for (let rounds = 0; rounds < MAX_ROUNDS_PER_CALL; rounds++) {
    const round = await deliverDueWebhooks(deps, { ...options, batchSize });
    total.claimed += round.claimed;
    total.delivered += round.delivered;
    if (round.claimed < batchSize) break;
  }
  return total;
}

// A claim past the last attempt was taken over from one that never finished (a crash).
const lostAttempt = {
  status: null,
  body: null,
  retryAfter: null,
  error: "the last attempt did not finish within its lease",
};

/**
 * How long until the next delivery that may be sent falls due (a retry); null when none waits.
 * One waiting behind an earlier delivery of its resource is not counted: it is due when that one
 * is settled, which its own round follows.
 */
export function nextWebhookDueInMs({ db, clock }: Pick<WebhookDeliveryDeps, "db" | "clock">) {
  return nextJobDueInMs(db, webhookDeliveryJobs, {
    now: clock.now(),
    where: sendableDeliveries(db),
  });
}
