import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookEndpoints } from "../../db/schema";
import { webhookEndpointView } from "./webhook-endpoint-view";

/** The publisher's endpoints, oldest first, without their secrets. */
export async function listWebhookEndpoints(
  { db }: { db: Db },
  { publisherId }: { publisherId: string },
) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.publisher_id, publisherId))
    .orderBy(asc(webhookEndpoints.created_at), asc(webhookEndpoints.id));
  return { endpoints: rows.map(webhookEndpointView) };
}
