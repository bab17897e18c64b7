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
