import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@creator-checkout/core/webhooks";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";
import { webhookPayload } from "./webhook-payload";

/**
 * `recordWebhookEvent` as two CTEs for a prepared statement that writes a change in one round
 * trip (docs/decisions/056): the event is written only when the CTE named `gate` returned a row
 * (the change happened) and `${name}Recorded` is true, and only when an enabled endpoint of the
 * statement's `publisherId` subscribed to it. Uses the statement's `publisherId` and `now`
 * placeholders; `webhookEventParams` gives the rest.
 */
export function webhookEventCtes(db: Db, { name, gate }: { name: string; gate: string }) {
  const param = (key: string) => sql.placeholder(`${name}${key}`);
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const subscribed = sql`endpoint.publisher_id = ${sql.placeholder("publisherId")}::uuid
    AND endpoint.disabled_at IS NULL
    AND endpoint.events @> jsonb_build_array(${param("Type")}::text)`;
  const eventName = `${name}_event`;
  const event = db.$with(eventName, { id: sql<string>`id`.as("id") }).as(sql`
    INSERT INTO ${webhookEvents} (id, publisher_id, type, resource_id, payload, created_at)
    SELECT ${param("EventId")}::uuid, ${sql.placeholder("publisherId")}::uuid,
      ${param("Type")}::text, ${param("ResourceId")}::text, ${param("Payload")}::text, ${now}
    FROM ${sql.identifier(gate)}
    WHERE ${param("Recorded")}::boolean
      AND EXISTS (SELECT 1 FROM ${webhookEndpoints} AS endpoint WHERE ${subscribed})
    RETURNING id`);
  const deliveries = db.$with(`${name}_deliveries`, { id: sql<string>`id`.as("id") }).as(sql`
    INSERT INTO ${webhookDeliveries} (event_id, endpoint_id, resource_id, next_attempt_at, created_at)
    SELECT ${sql.identifier(eventName)}.id, endpoint.id, ${param("ResourceId")}::text, ${now}, ${now}
    FROM ${sql.identifier(eventName)}, ${webhookEndpoints} AS endpoint
    WHERE ${subscribed}
    RETURNING id`);
  return [event, deliveries] as const;
}

/** The placeholders of `webhookEventCtes(db, { name })` for one event; none when not recorded. */
export function webhookEventParams(
  name: string,
  event: {
    type: WebhookEventType;
    resourceId: string;
    data: Record<string, unknown>;
    now: Date;
  } | null,
) {
  return {
    [`${name}EventId`]: randomUUID(),
    [`${name}Type`]: event?.type ?? null,
    [`${name}ResourceId`]: event?.resourceId ?? null,
    [`${name}Payload`]: event ? webhookPayload(event.type, event.now, event.data) : null,
    [`${name}Recorded`]: event !== null,
  };
}
