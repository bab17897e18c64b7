import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookEndpoints } from "../../db/schema";
import { webhookErrors } from "./webhook-errors";

/** Removes an endpoint; its deliveries and their log go with it. */
export async function deleteWebhookEndpoint(
  { db }: { db: Db },
  { publisherId, endpointId }: { publisherId: string; endpointId: string },
) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.publisher_id, publisherId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw webhookErrors.endpointNotFound();
}
