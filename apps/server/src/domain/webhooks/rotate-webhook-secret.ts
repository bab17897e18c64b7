import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webhookEndpoints } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { webhookErrors } from "./webhook-errors";
import { newWebhookSecret } from "./webhook-secret";

/** How long the secret a rotation replaced still signs, so a receiver can switch over. */
export const PREVIOUS_SECRET_SIGNS_MS = 24 * 60 * 60 * 1000;

/**
 * Gives the endpoint a new secret, answered this once; the one it replaces signs beside it for
 * 24 hours. A second rotation within them drops the oldest secret at once.
 */
export async function rotateWebhookSecret(
  { db, clock }: { db: Db; clock: Clock },
  { publisherId, endpointId }: { publisherId: string; endpointId: string },
) {
  const now = clock.now();
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + PREVIOUS_SECRET_SIGNS_MS);
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(
        and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.publisher_id, publisherId)),
      )
      .for("update");
    if (!endpoint) throw webhookErrors.endpointNotFound();
    await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previous_secret: endpoint.secret,
        previous_secret_until: until,
        updated_at: now,
      })
      .where(eq(webhookEndpoints.id, endpointId));
    return { secret, previous_secret_expires_at: until.toISOString() };
  });
}
