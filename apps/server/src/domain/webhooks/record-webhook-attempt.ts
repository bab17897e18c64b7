import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { heldBy } from "../../background/jobs";
import type { Db } from "../../db/connect";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { type ClaimedWebhookDelivery, webhookDeliveryJobs } from "./claim-due-webhook-deliveries";
import { notifyEndpointDisabled } from "./notify-endpoint-disabled";
import type { WebhookAnswer } from "./send-webhook";
import { nextWebhookAttemptAt } from "./webhook-retry-schedule";

/** An endpoint that has failed for this long without a success is disabled. */
export const FAILING_DAYS_BEFORE_DISABLED = 5;
const DAY_MS = 24 * 3_600_000;

/**
 * Writes one attempt's outcome in one transaction: its line in the log, the delivery's next
 * state, and what it says of the endpoint. Only while the delivery still carries this claim's
 * attempt count: a send that outlived its lease leaves the row to the claim that took it over.
 * 2xx delivers; 410 Gone gives up and disables the endpoint; anything else is tried again
 * on the schedule (docs/decisions/080) until it is given up.
 */
export async function recordWebhookAttempt(
  { db, random }: { db: Db; random: () => number },
  { delivery, answer, now }: { delivery: ClaimedWebhookDelivery; answer: WebhookAnswer; now: Date },
) {
  const { status } = answer;
  const succeeded = status !== null && status >= 200 && status < 300;
  const gone = status === 410;
  const retryAt =
    succeeded || gone
      ? null
      : nextWebhookAttemptAt(
          { now, random },
          { attempt: delivery.attempts, retryAfter: answer.retryAfter },
        );
  await db.transaction(async (tx) => {
    const [fenced] = await tx
      .update(webhookDeliveries)
      .set({
        state: succeeded ? "delivered" : retryAt ? "pending" : "failed",
        locked_until: null,
        last_status: status,
        ...(succeeded ? { delivered_at: now } : {}),
        ...(retryAt ? { next_attempt_at: retryAt } : {}),
      })
      .where(heldBy(webhookDeliveryJobs, [delivery]))
      .returning({ id: webhookDeliveries.id });
    if (!fenced) return;
    await tx.insert(webhookAttempts).values({
      delivery_id: delivery.id,
      attempt: delivery.attempts,
      status,
      latency_ms: answer.latencyMs,
      response_body: answer.body,
      error: answer.error,
      created_at: now,
    });
    await recordEndpointHealth(
      { db: tx },
      { endpointId: delivery.endpoint.id, succeeded, gone, now },
    );
  });
}

/** A success clears the endpoint's failing days; 410 or five days of failures disable it. */
async function recordEndpointHealth(
  { db }: { db: Db },
  input: { endpointId: string; succeeded: boolean; gone: boolean; now: Date },
) {
  const { endpointId, succeeded, gone, now } = input;
  const endpoint = eq(webhookEndpoints.id, endpointId);
  if (succeeded) {
    await db
      .update(webhookEndpoints)
      .set({ failing_since: null })
      .where(and(endpoint, isNotNull(webhookEndpoints.failing_since)));
    return;
  }
  if (gone) {
    const reason = "the receiver answered 410 Gone";
    const disabled = await db
      .update(webhookEndpoints)
      .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
      .where(and(endpoint, isNull(webhookEndpoints.disabled_at)))
      .returning({ id: webhookEndpoints.id });
    if (disabled.length > 0) {
      await notifyEndpointDisabled({ db }, { endpointId, cause: { kind: "gone" }, now });
    }
    return;
  }
  await db
    .update(webhookEndpoints)
    .set({
      failing_since: sql`coalesce(${webhookEndpoints.failing_since}, ${now.toISOString()}::timestamptz)`,
    })
    .where(endpoint);
  const reason = `every delivery failed for ${FAILING_DAYS_BEFORE_DISABLED} days`;
  const disabled = await db
    .update(webhookEndpoints)
    .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
    .where(
      and(
        endpoint,
        isNull(webhookEndpoints.disabled_at),
        lte(
          webhookEndpoints.failing_since,
          new Date(now.getTime() - FAILING_DAYS_BEFORE_DISABLED * DAY_MS),
        ),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  if (disabled.length > 0) {
    const cause = { kind: "failing", days: FAILING_DAYS_BEFORE_DISABLED } as const;
    await notifyEndpointDisabled({ db }, { endpointId, cause, now });
  }
}
