import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookEndpoints } from "../../db/schema";
import { webhookErrors } from "./webhook-errors";

/** The publisher's own endpoint, or the 404 that another publisher's endpoint answers too. */
export async function findOwnWebhookEndpoint(
  { db }: { db: Db },
  { publisherId, endpointId }: { publisherId: string; endpointId: string },
) {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.publisher_id, publisherId)),
    );
  if (!endpoint) throw webhookErrors.endpointNotFound();
  return endpoint;
}

/**
 * The publisher that owns an endpoint: the operator's command names the endpoint, not the
 * publisher, and acts for its owner.
 */
export async function publisherOfWebhookEndpoint(db: Db, endpointId: string): Promise<string> {
  const [endpoint] = await db
    .select({ publisherId: webhookEndpoints.publisher_id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw webhookErrors.endpointNotFound();
  return endpoint.publisherId;
}
