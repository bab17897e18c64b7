import { WEBHOOK_REPLAY_LIMIT } from "@creator-checkout/core/webhooks";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookDeliveries } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { findOwnWebhookEndpoint } from "./find-own-webhook-endpoint";

/**
 * Queues again every delivery of the endpoint that was given up since `since`, oldest first, at
 * most WEBHOOK_REPLAY_LIMIT of them (docs/decisions/089). Each goes in a delivery of its own
 * that keeps the event's webhook-id, and the given-up one is marked replayed in the same
 * statement: two replays at once, or one after the other, send each event once.
 */
export async function replayFailedWebhooks(
  { db, clock }: { db: Db; clock: Clock },
  input: { publisherId: string; endpointId: string; since: Date },
) {
  const endpoint = await findOwnWebhookEndpoint({ db }, input);
  const now = clock.now();
  // One more than the limit is read to tell whether more are left; the extra is not replayed.
  const result = await db.execute<{ queued: number; left: number }>(sql`
    WITH candidates AS (
      SELECT id, sequence FROM ${webhookDeliveries}
      WHERE endpoint_id = ${endpoint.id} AND state = 'failed' AND replayed_at IS NULL
        AND created_at >= ${input.since.toISOString()}::timestamptz
      ORDER BY sequence
      LIMIT ${WEBHOOK_REPLAY_LIMIT + 1}
    ),
    picked AS (
      UPDATE ${webhookDeliveries} SET replayed_at = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT id FROM candidates ORDER BY sequence LIMIT ${WEBHOOK_REPLAY_LIMIT})
        AND replayed_at IS NULL
      RETURNING sequence, event_id, endpoint_id, resource_id
    ),
    queued AS (
      INSERT INTO ${webhookDeliveries} (event_id, endpoint_id, resource_id, next_attempt_at)
      SELECT event_id, endpoint_id, resource_id, ${now.toISOString()}::timestamptz
      FROM picked ORDER BY sequence
      RETURNING id
    )
    SELECT (SELECT count(*) FROM queued)::int AS queued,
      (SELECT count(*) FROM candidates)::int AS left`);
  const [counts] = result.rows;
  const queued = counts?.queued ?? 0;
  return { queued, more: (counts?.left ?? 0) > WEBHOOK_REPLAY_LIMIT };
}
