import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@creator-checkout/core/webhooks";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";
import { webhookPayload } from "./webhook-payload";

/**
 * Records an event and one delivery per enabled endpoint of the publisher that subscribed to
 * it, in one statement in the caller's transaction (`db`): the event exists exactly when the
 * change it tells of was committed (docs/decisions/079). Nothing is stored when no endpoint
 * wants it. `resourceId` keeps the order: an endpoint gets a resource's events one after the
 * other, in the order they were recorded.
 */
export async function recordWebhookEvent(
  { db }: { db: Db },
  input: {
    publisherId: string;
    type: WebhookEventType;
    resourceId: string;
    data: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  const { publisherId, type, resourceId, now } = input;
  const payload = webhookPayload(type, now, input.data);
  const subscribed = sql`${webhookEndpoints.publisher_id} = ${publisherId}::uuid
    and ${webhookEndpoints.disabled_at} is null
    and ${webhookEndpoints.events} @> jsonb_build_array(${type}::text)`;
  await db.execute(sql`
    with event as (
      insert into ${webhookEvents} (id, publisher_id, type, resource_id, payload, created_at)
      select ${randomUUID()}::uuid, ${publisherId}::uuid, ${type}, ${resourceId}, ${payload},
        ${now.toISOString()}::timestamptz
      where exists (select 1 from ${webhookEndpoints} where ${subscribed})
      returning id
    )
    insert into ${webhookDeliveries} (event_id, endpoint_id, resource_id, next_attempt_at, created_at)
    select event.id, ${webhookEndpoints.id}, ${resourceId}, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from event, ${webhookEndpoints}
    where ${subscribed}
    order by ${webhookEndpoints.id}`);
}
